import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from 'shared-sdk';

/** '© {year} {footer text}', with 'All rights reserved' when the settings give no text. */
export const FooterCopyright = observer(function FooterCopyright() {
  const { settings } = useStores();
  const intl = useIntl();
  const text = settings.footerText || intl.formatMessage({ id: 'footer.allRightsReserved', defaultMessage: 'All rights reserved' });
  return (
    <p data-testid="footer-copyright">
      © {new Date().getFullYear()} {text}
    </p>
  );
});

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/** The QR code and the app store badges (each only when its link or image exists). */
export const FooterApps = observer(function FooterApps() {
  const { settings } = useStores();
  const intl = useIntl();
  if (!settings.footerQr && !settings.appStoreLink && !settings.playStoreLink) return null;
  return (
    <Column>
      <h2>
        <FormattedMessage id="header.downloadApp" defaultMessage="Download our app" />
      </h2>
      {settings.footerQr && (
        <img
          src={settings.footerQr}
          alt={intl.formatMessage({ id: 'footer.qrCode', defaultMessage: 'QR code to download our app' })}
          width={96}
          height={96}
          loading="lazy"
        />
      )}
      <Badges>
        {settings.appStoreLink && (
          <StoreBadge
            href={settings.appStoreLink}
            lead={<FormattedMessage id="footer.downloadOn" defaultMessage="Download on the" />}
            store={<FormattedMessage id="nav.appStore" defaultMessage="App Store" />}
          />
        )}
        {settings.playStoreLink && (
          <StoreBadge
            href={settings.playStoreLink}
            lead={<FormattedMessage id="footer.getItOn" defaultMessage="Get it on" />}
            store={<FormattedMessage id="nav.playStore" defaultMessage="Google Play" />}
          />
        )}
      </Badges>
    </Column>
  );
});

/** An app store's badge: its lead line small above the store's name, opening the store in a new tab. */
function StoreBadge({ href, lead, store }: { href: string; lead: ReactNode; store: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <small>{lead}</small>
      {store}
    </a>
  );
}

const Column = styled.div`
  ${flexColumn('12px')}

  > img {
    border-radius: 6px;
    background: #fff;
  }
`;

const Badges = styled.div`
  ${flexRow('8px', { wrap: true })}

  a {
    display: inline-flex;
    flex-direction: column;
    min-inline-size: 120px;
    padding: 6px 12px;
    border: 1px solid rgb(255 255 255 / 0.4);
    border-radius: 8px;
    background: #000;
    color: #fff;
    font-weight: 700;
    line-height: 1.2;
    text-decoration: none;
  }

  small {
    font-weight: 400;
    font-size: 0.7rem;
  }
`;

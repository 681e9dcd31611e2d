import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, useLocation, useStores } from 'shared-sdk';
import { IconAction } from './header-styles';
import { useHeaderDialog } from './lazy-dialog';

/** The phone-width menu: a drawer from the inline start holding the navigation (its dialog's code: lazy-dialog.ts). */
export const MobileMenu = observer(function MobileMenu({ children }: { children: ReactNode }) {
  const { settings } = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { Dialog, load } = useHeaderDialog();
  const { pathname, search } = useLocation();
  // Following a link inside the drawer navigates; the drawer then has done its job.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <IconAction
        type="button"
        // Without JavaScript the header's navigation bar shows on phones instead (header.tsx).
        className="sf-js-only"
        aria-expanded={open}
        onClick={() => {
          load();
          setOpen(true);
        }}
        aria-label={intl.formatMessage({ id: 'header.openMenu', defaultMessage: 'Open menu' })}
      >
        <Icon name="menu" />
      </IconAction>
      {open && Dialog && (
        <Dialog
          title={settings.appName || intl.formatMessage({ id: 'header.menu', defaultMessage: 'Menu' })}
          placement="end"
          onClose={() => setOpen(false)}
        >
          {children}
        </Dialog>
      )}
    </>
  );
});

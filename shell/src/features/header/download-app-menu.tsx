import { observer } from 'mobx-react-lite';
import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, useStores, flexColumn } from 'shared-sdk';
import styled from 'styled-components';
import { popupMarker } from '../../components/layers';
import { navButton } from '../../components/nav-button';
import type { NavPlacement } from '../../components/nav-placement';
import { useDismiss } from '../../hooks/use-dismiss';

/**
 * 'Download our app': links to the app stores, when the settings enable it and give links. The panel
 * is rendered when first opened, then kept; aria-controls names it only once it exists.
 */
export const DownloadAppMenu = observer(function DownloadAppMenu({ placement }: { placement: NavPlacement }) {
  const { settings } = useStores();
  const [open, setOpen] = useState(false);
  const [rendered, setRendered] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  if (!settings.showDownloadApp || (!settings.appStoreLink && !settings.playStoreLink)) return null;

  const links = (
    <>
      {settings.appStoreLink && (
        <a href={settings.appStoreLink} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="nav.appStore" defaultMessage="App Store" />
        </a>
      )}
      {settings.playStoreLink && (
        <a href={settings.playStoreLink} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="nav.playStore" defaultMessage="Google Play" />
        </a>
      )}
    </>
  );
  return (
    <Root ref={rootRef} $placement={placement}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={rendered ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setRendered(true);
        }}
      >
        <Icon name="download" size={18} />
        <FormattedMessage id="header.downloadApp" defaultMessage="Download our app" />
        <Icon name="chevronDown" size={16} />
      </button>
      {rendered && (
        <Panel id={panelId} hidden={!open} $placement={placement} {...(placement === 'bar' ? popupMarker : {})}>
          {links}
        </Panel>
      )}
    </Root>
  );
});

const Root = styled.div<{ $placement: NavPlacement }>`
  position: relative;
  margin-inline-start: ${({ $placement }) => ($placement === 'bar' ? 'auto' : '0')};

  > button {
    ${navButton('6px')}
  }
`;

const Panel = styled.div<{ $placement: NavPlacement }>`
  ${flexColumn('4px')}
  padding: 6px;
  min-inline-size: 180px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $placement, theme }) =>
    $placement === 'bar'
      ? `position: absolute; inset-inline-end: 0; inset-block-start: 100%; z-index: 40;
         border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);`
      : ''}

  &[hidden] {
    display: none;
  }

  a {
    padding: 8px 10px;
    border-radius: 6px;
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
  }
`;

import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { FOCUS_FALLBACK, Icon, Link, linkTo, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { popupMarker } from '../../components/layers';
import { PopupMenu, PopupMenuAnchor } from '../../components/popup-menu';
import { useMenuButton } from '../../hooks/use-menu-button';

/**
 * The signed-in customer's menu: Dashboard, Change Password, Log Out (which asks to confirm). Its
 * button takes focus when a dialog closes whose opener has gone (the Login button, after login).
 */
export const UserMenu = observer(function UserMenu() {
  const { auth, ui } = useStores();
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const user = auth.user;
  const logOut = () => {
    close();
    ui.open('logoutConfirm');
  };

  return (
    <PopupMenuAnchor ref={rootRef}>
      <Trigger {...buttonProps} {...FOCUS_FALLBACK} aria-label={user?.name}>
        {user?.profile_photo ? <img src={user.profile_photo} alt="" width={32} height={32} /> : <Icon name="user" />}
        {/*
          dir="auto" on the element that overflows: its own direction (the name's first letter's)
          decides which end the ellipsis cuts, so a Latin name in an Arabic page loses its end, not
          its start. The attribute also isolates the name from the button's other content.
        */}
        <Name dir="auto">{user?.name}</Name>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {open && (
        <PopupMenu {...menuProps} {...popupMarker} aria-label={user?.name}>
          <li role="none">
            <Link role="menuitem" to={linkTo('dashboard')} onClick={close}>
              <FormattedMessage id="header.dashboard" defaultMessage="Dashboard" />
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={linkTo('changePassword')} onClick={close}>
              <FormattedMessage id="header.changePassword" defaultMessage="Change Password" />
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={logOut}>
              <FormattedMessage id="header.logout" defaultMessage="Log Out" />
            </button>
          </li>
        </PopupMenu>
      )}
    </PopupMenuAnchor>
  );
});

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;

  img {
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  max-inline-size: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

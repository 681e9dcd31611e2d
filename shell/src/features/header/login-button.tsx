import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon, useStores } from 'shared-sdk';
import styled from 'styled-components';

/** Opens the login modal (mfe-auth loads only now). */
export const LoginButton = observer(function LoginButton() {
  const { ui } = useStores();
  return (
    <Button type="button" onClick={ui.openLogin}>
      <Icon name="user" size={20} />
      <span>
        <FormattedMessage id="header.login" defaultMessage="Login" />
      </span>
    </Button>
  );
});

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryScale[600]};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: 8px;

    /* Icon only on phones; the text stays as the button's accessible name. */
    span:not(.sf-icon) {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

import { observer } from 'mobx-react-lite';
import { Link, linkTo, useStores } from 'shared-sdk';
import styled from 'styled-components';

/** The store's logo (or its name until settings arrive), linking home. */
export const HeaderLogo = observer(function HeaderLogo() {
  const { settings } = useStores();
  return (
    <LogoLink to={linkTo('home')} aria-label={settings.logo ? undefined : settings.appName || undefined}>
      {settings.logo ? <img src={settings.logo} alt={settings.appName} width={140} height={40} /> : <Name>{settings.appName}</Name>}
    </LogoLink>
  );
});

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* On a 360 px phone the menu and four actions leave the logo about 100 px: it shrinks, not the page. */
  min-inline-size: 72px;
  block-size: 40px;
  flex-shrink: 1;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  /* A fixed box, whatever the logo's proportions: a box sized by the picture once it loads would
     move the search box beside it (a layout shift on every page). */
  img {
    inline-size: 140px;
    max-inline-size: 100%;
    block-size: 40px;
    object-fit: contain;
    object-position: ${({ theme }) => (theme.direction === 'rtl' ? 'right' : 'left')} center;
  }
`;

const Name = styled.span`
  font-size: 1.3rem;
  font-weight: 800;
`;

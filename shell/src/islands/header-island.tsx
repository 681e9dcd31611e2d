import { defineIsland } from 'shared-sdk';
import { Header } from '../features/header/header';
import { CategoriesMegaMenu } from '../features/mega-menu/categories-mega-menu';

/** The header with its categories menu: search, counts, user menu and mega-menu in one island. */
function HeaderWithMenu() {
  return <Header categoriesMenu={(placement) => <CategoriesMegaMenu placement={placement} />} />;
}

export const headerIsland = defineIsland('shell/header', HeaderWithMenu);

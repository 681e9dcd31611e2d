import { defineIsland } from 'shared-sdk';
import { LanguageSwitcher } from '../features/top-bar/language-switcher';

/** The top bar's language menu: the rest of the bar is links and text. */
export const languageSwitcherIsland = defineIsland('shell/language-switcher', LanguageSwitcher);

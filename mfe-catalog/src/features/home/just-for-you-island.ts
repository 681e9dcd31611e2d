import { defineIsland } from 'shared-sdk';
import { JustForYou } from './just-for-you';

/** 'Just for you' on the static home page: its products load near the screen, then 'Load more' (docs/islands.md). */
export const island = defineIsland('catalog/JustForYouIsland', JustForYou);

export default JustForYou;

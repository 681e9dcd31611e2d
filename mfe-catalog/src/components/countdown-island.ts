import { defineIsland } from 'shared-sdk';
import { Countdown } from './countdown';

/** A flash sale's live countdown on a static page: the one part of a sale's banner that moves (docs/islands.md). */
export const island = defineIsland('catalog/CountdownIsland', Countdown);

export default Countdown;

import { readEmbeddedState } from './hydration';
import { bootIslands } from './islands-boot';

const state = readEmbeddedState();
if (state?.islands) void bootIslands(state);
// A page marked as islands without their state is not one: the app starts as on any other page.
else void import('./bootstrap');

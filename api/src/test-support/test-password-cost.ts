// Preloaded into every API test process by api/scripts/run-tests.mjs (`--import`): the suite hashes
// passwords at a cheap test cost instead of the production one. Servers never load this file.
import { useTestPasswordCost } from '../lib/password.js';

useTestPasswordCost();

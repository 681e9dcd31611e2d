// Preloaded into every API test process by api/scripts/run-tests.mjs (`--import`): the suite hashes
// passwords at a test cost instead of 0.3 s each. Servers never load this file.
import { useTestPasswordCost } from '../lib/password.js';

useTestPasswordCost();

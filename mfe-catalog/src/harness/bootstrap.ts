import { mountRemoteHarness } from 'shared-sdk/harness';
import { harnessModules } from './harness-modules';

// `npm run dev -w mfe-catalog` and dist/index.html: this remote alone, with its own root store.
mountRemoteHarness(harnessModules);

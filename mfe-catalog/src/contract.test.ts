import { join } from 'node:path';
import { describeRemoteContract } from 'shared-sdk/testing';

describeRemoteContract({ remote: 'catalog', packageDir: join(__dirname, '..') });

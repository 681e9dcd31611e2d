import { join } from 'node:path';
import { describeRemoteContract } from 'shared-sdk/testing';

describeRemoteContract({ remote: 'auth', packageDir: join(__dirname, '..') });

import { join } from 'node:path';
import { describeRemoteContract } from 'shared-sdk/testing';

describeRemoteContract({ remote: 'account', packageDir: join(__dirname, '..') });

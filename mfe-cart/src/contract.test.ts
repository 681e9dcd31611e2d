import { join } from 'node:path';
import { describeRemoteContract } from 'shared-sdk/testing';

describeRemoteContract({ remote: 'cart', packageDir: join(__dirname, '..') });

import { join } from 'node:path';
import { describeExposesContract } from 'shared-sdk/testing';
import exposes from '../exposes.json';
import { harnessModules } from './harness/harness-modules';

describeExposesContract({ remote: 'cart', exposes, harnessModules, packageDir: join(__dirname, '..') });

import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { loggerOptions } from '../../plugins/request-log.js';
import { DEMO, latestCode, postJson } from '../../test-support/auth-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { MasterSettings } from '../../schemas/master.js';
import { otpSettingsOf } from './auth-settings.js';

let t: TestApp;
let log = '';
before(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  // The demo settings are app_environment 'local': only LOG_OTP_CODES may put codes in the log.
  t = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
});
after(() => t?.close());

describe('one-time codes and the log', () => {
  it('say that a code went out, never the code, its text or the phone it went to', async () => {
    const response = await postJson(t.app, '/api/send-otp', { phone: DEMO.phone, phone_code: '880', forgot_password: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const code = await latestCode(t.app.db);
    const queued = log.split('\n').filter((line) => line.includes('one-time code queued'));
    assert.equal(queued.length, 1);
    const entry = JSON.parse(queued[0]!) as Record<string, unknown>;
    assert.deepEqual(
      Object.keys(entry).filter((key) => ['recipient', 'body'].includes(key)),
      [],
    );
    assert.equal(entry.channel, 'phone');
    assert.equal(typeof entry.outboxId, 'number');
    assert.ok(!log.includes(`code is ${code}`), 'no code text anywhere in the log');
    assert.ok(!log.includes('1700000000'), 'no phone anywhere in the log');
    // "slow request" when the machine takes over a second (request-log.ts).
    assert.match(log, /"msg":"(slow )?request"/, 'the request itself was logged');
  });

  it('are logged only with the LOG_OTP_CODES opt-in and a local store', () => {
    const settings = (environment: string) => ({ app_environment: environment }) as MasterSettings;
    assert.equal(otpSettingsOf(settings('local')).logCodes, false);
    assert.equal(otpSettingsOf(settings('local'), false).logCodes, false);
    assert.equal(otpSettingsOf(settings('production'), true).logCodes, false);
    assert.equal(otpSettingsOf(settings('local'), true).logCodes, true);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getSettings } from '../db/queries/settings.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { parseSettingsOverrides } from '../config.js';
import { applySettingsOverrides, mergeSetting } from './settings-overrides.js';

describe('SETTINGS_OVERRIDES', () => {
  it('parses a JSON object, and nothing as no overrides', () => {
    assert.deepEqual(parseSettingsOverrides(undefined), {});
    assert.deepEqual(parseSettingsOverrides('  '), {});
    assert.deepEqual(parseSettingsOverrides('{"register_otp_verify":true}'), { register_otp_verify: true });
    assert.throws(() => parseSettingsOverrides('{register_otp_verify}'), /SETTINGS_OVERRIDES is not valid JSON/);
    assert.throws(() => parseSettingsOverrides('[1]'), /must be a JSON object/);
  });

  it('merges objects key by key and replaces everything else', () => {
    const stored = { google: { is_active: false, client_id: '' }, apple: { is_active: false, client_id: '' } };
    assert.deepEqual(mergeSetting(stored, { google: { is_active: true } }), {
      google: { is_active: true, client_id: '' },
      apple: { is_active: false, client_id: '' },
    });
    assert.deepEqual(mergeSetting([1, 2], [3]), [3]);
    assert.equal(mergeSetting('a', 'b'), 'b');
  });
});

describe('settings overridden at start', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      settingsOverrides: {
        register_otp_verify: true,
        app_name: 'Corner Market',
        social_auths: { google: { is_active: true, client_id: 'google-client' } },
        order_tax_percentage: 5,
      },
    });
  });
  after(() => t.close());

  it('are what GET /master answers, objects merged into the seeded value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/master' });
    const data = res.json().data;
    assert.equal(data.register_otp_verify, true);
    assert.equal(data.app_name, 'Corner Market');
    assert.deepEqual(data.social_auths.google, { is_active: true, client_id: 'google-client' });
    assert.deepEqual(data.social_auths.apple, { is_active: false, client_id: '', redirect_url: '' });
    assert.equal((await getSettings(t.app.db)).order_tax_percentage, 5);
  });

  it('refuses an unknown setting or a wrong value by name, writing none of them', async () => {
    const db = t.app.db;
    await assert.rejects(
      applySettingsOverrides(db, { app_name: 'Changed', register_otp_verfy: true }),
      /unknown setting "register_otp_verfy"/,
    );
    await assert.rejects(
      applySettingsOverrides(db, { app_name: 'Changed', social_auths: { apple: { is_active: 'yes' } } }),
      /SETTINGS_OVERRIDES: social_auths\.apple\.is_active: /,
    );
    await assert.rejects(applySettingsOverrides(db, { order_tax_percentage: 150 }), /order_tax_percentage/);
    assert.equal((await getSettings(db)).app_name, 'Corner Market');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_VITALS_MARGIN, telemetryConfig, vitalsMargin } from './telemetry-config.js';

describe('telemetry configuration', () => {
  it('has the documented defaults', () => {
    assert.deepEqual(telemetryConfig({}), {
      abortWindow: 20,
      abortMargin: 0.2,
      vitalsWindowMinutes: 60,
      minPageViews: 20,
      vitalsMargin: { share: 0.25, floorMs: 100 },
      viewsPerSource: 10,
      loadsPerSource: 5,
      batchesPerMinute: 60,
      pageViewsPerMinute: 60,
      errorsPerMinute: 60,
      keysPerHour: 5000,
      sourceKeysPerHour: 20,
    });
  });

  it('reads CANARY_VITALS_MARGIN as a percentage or a fraction, and a floor in ms', () => {
    assert.deepEqual(vitalsMargin('25%,100ms'), { share: 0.25, floorMs: 100 });
    assert.deepEqual(vitalsMargin('0.25,100'), { share: 0.25, floorMs: 100 });
    assert.deepEqual(vitalsMargin(' 40 % , 250 ms '), { share: 0.4, floorMs: 250 });
    assert.deepEqual(vitalsMargin('0,0'), { share: 0, floorMs: 0 });
  });

  it('falls back to the defaults on values it cannot read', () => {
    for (const bad of ['', '25%', '25,100', '25%;100ms', '-0.1,100', '25%,100s', '0.25,700000', 'fast']) {
      assert.equal(vitalsMargin(bad), null, bad);
      assert.deepEqual(telemetryConfig({ CANARY_VITALS_MARGIN: bad }).vitalsMargin, DEFAULT_VITALS_MARGIN, bad);
    }
    const config = telemetryConfig({ CANARY_VITALS_WINDOW: '0', CANARY_MIN_PAGE_VIEWS: '2.5', PAGE_VIEWS_PER_MINUTE: 'many' });
    assert.deepEqual([config.vitalsWindowMinutes, config.minPageViews, config.pageViewsPerMinute], [60, 20, 60]);
    const set = telemetryConfig({
      CANARY_VITALS_WINDOW: '30',
      CANARY_MIN_PAGE_VIEWS: '50',
      REMOTE_ERRORS_PER_MINUTE: '10',
      CANARY_VIEWS_PER_SOURCE: '3',
      CANARY_LOADS_PER_SOURCE: '2',
      TELEMETRY_SOURCE_KEYS_PER_HOUR: '40',
    });
    assert.deepEqual(
      [set.vitalsWindowMinutes, set.minPageViews, set.errorsPerMinute, set.viewsPerSource, set.loadsPerSource, set.sourceKeysPerHour],
      [30, 50, 10, 3, 2, 40],
    );
  });
});

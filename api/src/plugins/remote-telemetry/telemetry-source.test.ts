import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressNetwork } from './telemetry-source.js';

describe('the network a report comes from', () => {
  it('is an IPv4 address whole, an IPv6 address by its /64, an IPv4-mapped one as IPv4', () => {
    const cases: Array<[string, string]> = [
      ['203.0.113.9', '203.0.113.9'],
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:DB8:1:2::', '2001:db8:1:2::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['not an address', 'not an address'],
    ];
    for (const [address, network] of cases) assert.equal(addressNetwork(address), network, address);
  });
});

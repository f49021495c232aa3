import { describe, expect, it } from 'vitest';
import { deviceLabel, networkOf } from './client-context.js';

describe('what a session records of its client', () => {
  it('names the browser and system, and nothing for clients that are not browsers', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('   ')).toBeNull();
    expect(deviceLabel('curl/8.5.0')).toBeNull();
  });

  it('keeps the network, never the address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1234:5600::/56')).toBe('2001:db8:1234::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  });
});

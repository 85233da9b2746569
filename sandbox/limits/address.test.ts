import { describe, expect, it } from 'vitest';
import { addressKey } from './address';

describe('addressKey: the address every limit counts', () => {
  it('keeps an IPv4 address, and counts an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
  it('gives a socket without an address one shared key', () => {
    expect(addressKey(undefined)).toBe('unknown');
  });
});

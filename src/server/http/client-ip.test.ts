import { describe, expect, it } from 'vitest';
import { lastForwardedAddress } from './client-ip';

describe('lastForwardedAddress', () => {
  it('takes the entry the proxy appended, not the one the client wrote', () => {
    expect(lastForwardedAddress('203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes a single entry as it is', () => {
    expect(lastForwardedAddress(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('has no answer for a missing or empty header', () => {
    expect(lastForwardedAddress(undefined)).toBeUndefined();
    expect(lastForwardedAddress('')).toBeUndefined();
    expect(lastForwardedAddress('203.0.113.9, ')).toBeUndefined();
  });
});

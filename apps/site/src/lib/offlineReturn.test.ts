import { describe, expect, it } from 'vitest';
import { offlineReturnPath } from './offlineReturn';
import { toNetworkStatus } from './paths';

describe('the way back from /network-status', () => {
  it('keeps the page, its search and its hash', () => {
    const { to, state } = toNetworkStatus({ pathname: '/services', search: '?a=1', hash: '#Couples' });
    expect(to).toBe('/network-status');
    expect(offlineReturnPath(state)).toBe('/services?a=1#Couples');
  });

  it.each([
    ['no state', undefined],
    ['another page state', { openLogin: true }],
    ['a path of another site', { from: '//example.com/phish' }],
    ['a full address', { from: 'https://example.com/' }],
    ['the offline page itself', { from: '/Network-Status' }],
    ['not a string', { from: 42 }],
  ])('offers none for %s', (_, state) => {
    expect(offlineReturnPath(state)).toBeUndefined();
  });
});

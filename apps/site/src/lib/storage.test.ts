import { describe, expect, it } from 'vitest';
import { readOwned, writeOwned } from './ownedStorage';
import {
  forgetPersonalData,
  personalKeys,
  readString,
  siteKeys,
  storageKeys,
  writeString,
  type StorageKey,
} from './storage';

const allKeys = Object.keys(storageKeys) as StorageKey[];

describe('personal keys', () => {
  it('takes every key as personal except the site’s own', () => {
    expect(siteKeys).toEqual(['googleClientId']);
    expect([...personalKeys].sort()).toEqual(allKeys.filter((key) => key !== 'googleClientId').sort());
  });

  it('names the payment and bookings keys a shared device must not keep', () => {
    for (const key of [
      'token',
      'refresh',
      'user',
      'userBookingsCache',
      'currentOrderId',
      'paymentAmount',
      'mihpayid',
      'transactionId',
      'lastBookedService',
    ] as const) {
      expect(personalKeys).toContain(key);
    }
  });

  it('forgets every personal key and keeps the site’s', () => {
    for (const key of allKeys) writeString(key, `value of ${key}`);
    forgetPersonalData();
    for (const key of personalKeys) expect(readString(key), key).toBeNull();
    for (const key of siteKeys) expect(readString(key), key).toBe(`value of ${key}`);
    expect(localStorage.length).toBe(siteKeys.length);
  });
});

describe('owned values', () => {
  it('gives a value back to its owner only', () => {
    writeOwned('userBookingsCache', 'asha', [{ id: 1 }]);
    expect(readOwned('userBookingsCache', 'asha')).toEqual([{ id: 1 }]);
    expect(readOwned('userBookingsCache', 'bilal')).toBeNull();
    expect(readOwned('userBookingsCache', null)).toBeNull();
    expect(readOwned('userBookingsCache', '')).toBeNull();
  });

  it('shows nobody a value stored without an owner', () => {
    writeString('userBookingsCache', JSON.stringify([{ id: 1, link: 'https://meet.example/a' }]));
    expect(readOwned('userBookingsCache', 'asha')).toBeNull();
    writeString('userBookingsCache', 'not json');
    expect(readOwned('userBookingsCache', 'asha')).toBeNull();
  });
});

import { readJson, writeJson, type StorageKey } from './storage';

// A module of its own, so only the pages that keep an owned value load it.

/** A JSON value stored with the account it belongs to, so it is never shown to another one. */
interface OwnedValue<T> {
  owner: string;
  value: T;
}

/** Stores `value` under `key`, stamped with its owner's account (the user's username). */
export function writeOwned(key: StorageKey, owner: string, value: unknown): void {
  writeJson(key, { owner, value } satisfies OwnedValue<unknown>);
}

/** The value under `key` when `owner` stored it; null for anyone else, an unstamped value or no owner. */
export function readOwned<T>(key: StorageKey, owner: string | null | undefined): T | null {
  if (!owner) return null;
  const stored = readJson<Partial<OwnedValue<T>>>(key);
  if (!stored || typeof stored !== 'object' || stored.owner !== owner || !('value' in stored)) return null;
  return stored.value ?? null;
}

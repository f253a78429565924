// Every browser-storage key the spec names, read and written only through this module.
// Values are strings in localStorage; JSON-valued keys go through readJson/writeJson.

export const storageKeys = {
  token: 'token',
  refresh: 'refresh',
  user: 'user',
  registeredEmail: 'registeredEmail',
  incompleteGoogleRegistration: 'incompleteGoogleRegistration',
  userName: 'userName',
  userRole: 'userRole',
  /** The social sign-in provider's client id cache (the spec names no key; this is ours). */
  googleClientId: 'googleClientId',
  bookedSessionId: 'booked_session_id',
  currentOrderId: 'currentOrderId',
  lastBookedService: 'lastBookedService',
  paymentAmount: 'paymentAmount',
  paymentType: 'paymentType',
  paymentStatus: 'paymentStatus',
  transactionId: 'transactionId',
  paymentData: 'paymentData',
  mihpayid: 'mihpayid',
  userBookingsCache: 'userBookingsCache',
} as const;

export type StorageKey = keyof typeof storageKeys;

/** The keys that belong to the site rather than to a person (kept at Logout). */
export const siteKeys = ['googleClientId'] as const satisfies readonly StorageKey[];

/**
 * Every other key holds one person's data: the list Logout and a rejected token clear, so the next person on this
 * device finds nothing of the last one. A new key is personal unless it is added to `siteKeys`.
 */
export const personalKeys = (Object.keys(storageKeys) as StorageKey[]).filter(
  (key) => !(siteKeys as readonly StorageKey[]).includes(key),
);

// Storage can throw (private mode, quota, disabled cookies): a failed write must never break a flow.
function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(storageKeys[key]) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(storageKeys[key], value);
  } catch {
    /* ignored: see store() */
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(storageKeys[key]);
    } catch {
      /* ignored */
    }
  }
}

/** Forgets every personal key (Logout, or a 401 for a call that carried the token). */
export function forgetPersonalData(): void {
  remove(...personalKeys);
}

/**
 * The test-mode gateway's credentials. Public on purpose (documented in the README): they only ever sign sandbox
 * transactions, in which no money moves. A real deployment sets PAYU_KEY and PAYU_SALT, and the sandbox is then off.
 */
export const SANDBOX_KEY = 'SUKOONTEST';
export const SANDBOX_SALT = 'sukoon-sandbox-salt';

/** How long a payment left pending on the test gateway's page stays pending before the "bank" captures it. */
export const SANDBOX_PENDING_SETTLE_MS = 5_000;

/** Where the sandbox receives the checkout form, as PayU's /_payment does. */
export const SANDBOX_PAYMENT_PATH = '/dev/payu/_payment';

import { randomInt } from 'node:crypto';
import { formatInr } from '@sukoon/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml as e } from '../../mail/layout';
import { formFields, hashesMatch, requestHash, responseFieldsOf, responseHash, type Udf } from './payu';
import { SANDBOX_KEY, SANDBOX_PAYMENT_PATH, SANDBOX_PENDING_SETTLE_MS, SANDBOX_SALT } from './sandboxConstants';
import { sandboxTransactions, type SandboxState, type SandboxTransactionRow } from './schema';

/**
 * The test-mode gateway. With no PayU key configured it plays PayU's hosted checkout inside this server: it receives
 * the checkout form, shows a page with Pay, Fail, Cancel and Leave pending, keeps its own ledger (which the merchant side asks, as it
 * asks PayU's verify_payment), and posts back to surl/furl/curl exactly the fields PayU posts, signed with the test
 * key and salt. No scripts: plain forms, so the site's CSP (form-action 'self') allows it.
 */

/**
 * `pending` plays a bank that has not answered yet: PayU posts status=pending back, and the ledger entry stays pending
 * (with decided_at set) until SANDBOX_PENDING_SETTLE_MS later, when the verifier (gateway.ts) finds it captured.
 */
export type SandboxDecision = 'pay' | 'fail' | 'cancel' | 'pending';
const DECISIONS: readonly SandboxDecision[] = ['pay', 'fail', 'cancel', 'pending'];
const STATE_OF: Record<SandboxDecision, SandboxState> = {
  pay: 'success',
  fail: 'failure',
  cancel: 'cancelled',
  pending: 'pending',
};

const RESPONSE_WORDS: Record<
  SandboxDecision,
  { status: string; unmappedstatus: string; field9: string; error: string; error_Message: string }
> = {
  pay: {
    status: 'success',
    unmappedstatus: 'captured',
    field9: 'Transaction Completed Successfully',
    error: 'E000',
    error_Message: 'No Error',
  },
  fail: {
    status: 'failure',
    unmappedstatus: 'failed',
    field9: 'Transaction failed in test mode',
    error: 'E308',
    error_Message: 'Transaction failed in test mode',
  },
  cancel: {
    status: 'failure',
    unmappedstatus: 'userCancelled',
    field9: 'userCancelled',
    error: 'E308',
    error_Message: 'Cancelled by user',
  },
  pending: {
    status: 'pending',
    unmappedstatus: 'pending',
    field9: 'Transaction pending in test mode',
    error: 'E000',
    error_Message: 'No Error',
  },
};

/** The fields PayU posts back for an outcome, with the reverse hash signed by the test salt. */
export function sandboxResponseFields(row: SandboxTransactionRow, decision: SandboxDecision): Record<string, string> {
  const { status, unmappedstatus, field9, error, error_Message } = RESPONSE_WORDS[decision];
  const udf = row.udf as Udf;
  const fields: Record<string, string> = {
    mihpayid: row.mihpayid,
    mode: 'CC',
    status,
    unmappedstatus,
    key: SANDBOX_KEY,
    txnid: row.txnid,
    amount: row.amount,
    productinfo: row.productinfo,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    udf1: udf[0],
    udf2: udf[1],
    udf3: udf[2],
    udf4: udf[3],
    udf5: udf[4],
    field9,
    error,
    error_Message,
    PG_TYPE: 'SANDBOX',
    bank_ref_num: decision === 'pay' ? `SBX${row.mihpayid}` : '',
  };
  fields.hash = responseHash(responseFieldsOf(fields), SANDBOX_SALT);
  return fields;
}

const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f1ec;color:#1f2a2e}
main{max-width:480px;margin:0 auto;padding:32px 16px}
.badge{display:block;background:#fff3cd;color:#5c4400;border:2px solid #a07800;border-radius:8px;padding:12px 16px;font-weight:bold;font-size:18px;margin:0 0 24px;text-align:center}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px}
dt{color:#4a5a5e}dd{margin:0;font-weight:bold;word-break:break-word}
.amount{font-size:28px}
form{margin:0 0 12px}
button{width:100%;font:inherit;font-size:17px;font-weight:bold;padding:14px;border-radius:8px;cursor:pointer;border:2px solid transparent}
button:focus-visible{outline:3px solid #1f2a2e;outline-offset:3px}
.pay{background:#1f5c50;color:#fff}
.fail{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
.cancel{background:#fff;color:#1f2a2e;border-color:#4a5a5e}
p{line-height:1.5}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
<p class="badge" role="note">Test mode — no real money moves</p>
${body}
</main></body></html>`;
}

function checkoutPage(brandName: string, row: SandboxTransactionRow): string {
  const amount = formatInr(Number(row.amount));
  const button = (decision: SandboxDecision, label: string, className: string) => {
    const inputs = Object.entries(sandboxResponseFields(row, decision))
      .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
      .join('');
    return `<form method="post" action="${SANDBOX_PAYMENT_PATH}/${e(row.txnid)}/${decision}">${inputs}<button type="submit" class="${className}">${e(label)}</button></form>`;
  };
  return page(
    `Test payment of ${amount} · ${brandName}`,
    `<div class="card">
<h1>Test payment gateway</h1>
<p>This page stands in for PayU while no PayU key is configured. Choose what the payment should do.</p>
<dl>
<dt>Amount</dt><dd class="amount">${e(amount)}</dd>
<dt>For</dt><dd>${e(row.productinfo)}</dd>
<dt>Paid to</dt><dd>${e(brandName)}</dd>
<dt>Name</dt><dd>${e(row.firstname)}</dd>
<dt>Email</dt><dd>${e(row.email)}</dd>
<dt>Transaction</dt><dd>${e(row.txnid)}</dd>
</dl>
${button('pay', `Pay ${amount}`, 'pay')}
${button('fail', 'Fail the payment', 'fail')}
${button('cancel', 'Cancel', 'cancel')}
${button('pending', `Leave pending (the bank confirms it after ${SANDBOX_PENDING_SETTLE_MS / 1000} s)`, 'cancel')}
</div>`,
  );
}

/** What a sandbox route answers: an HTML page with its status, or the 307 back to the merchant. */
export type SandboxAnswer = { status: number; html: string } | { status: 307; location: string };

const refused = (status: number, message: string): SandboxAnswer => ({
  status,
  html: page(
    'Test payment refused',
    `<div class="card"><h1>The test gateway refused this payment</h1><p>${e(message)}</p></div>`,
  ),
});

/** surl, furl and curl may only lead back to this site's own payment return paths (no open redirect). */
function isOwnReturnUrl(value: string | undefined, publicUrl: string): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (
      url.origin === new URL(publicUrl).origin &&
      /^\/api\/payments\/(success|failure|cancel)\/[A-Za-z0-9]+\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/** A 15-digit number, the shape of PayU's mihpayid. */
const newMihpayid = () => `${randomInt(100_000, 999_999)}${randomInt(100_000_000, 999_999_999)}`;

/** The checkout form arrives (as at PayU's /_payment): checked as PayU checks it, entered in the ledger, a page. */
export async function startSandboxCheckout(
  ctx: Pick<AppContext, 'config' | 'db' | 'now'>,
  body: unknown,
): Promise<SandboxAnswer> {
  const { config, db, now } = ctx;
  const f = formFields(body);
  const missing = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'surl', 'furl', 'hash'].filter(
    (name) => !f[name],
  );
  if (missing.length) return refused(400, `Missing fields: ${missing.join(', ')}.`);
  if (f.key !== SANDBOX_KEY) return refused(400, 'Unknown merchant key.');
  if (!/^[A-Za-z0-9]{1,25}$/.test(f.txnid ?? '')) return refused(400, 'The transaction id is not valid.');
  if (!/^\d+(\.\d{1,2})?$/.test(f.amount ?? '') || Number(f.amount) <= 0) {
    return refused(400, 'The amount is not valid.');
  }
  const udf: Udf = [f.udf1 ?? '', f.udf2 ?? '', f.udf3 ?? '', f.udf4 ?? '', f.udf5 ?? ''];
  const expected = requestHash(
    {
      key: SANDBOX_KEY,
      txnid: f.txnid!,
      amount: f.amount!,
      productinfo: f.productinfo!,
      firstname: f.firstname!,
      email: f.email!,
      udf,
    },
    SANDBOX_SALT,
  );
  if (!hashesMatch(f.hash!, expected))
    return refused(400, 'The request hash does not match (as PayU: "invalid hash").');
  if (
    !isOwnReturnUrl(f.surl, config.publicUrl) ||
    !isOwnReturnUrl(f.furl, config.publicUrl) ||
    (f.curl && !isOwnReturnUrl(f.curl, config.publicUrl))
  ) {
    return refused(400, "The return addresses must be this site's payment return paths.");
  }

  await db
    .insert(sandboxTransactions)
    .values({
      txnid: f.txnid!,
      amount: f.amount!,
      productinfo: f.productinfo!,
      firstname: f.firstname!,
      email: f.email!,
      phone: f.phone ?? '',
      udf: [...udf],
      surl: f.surl!,
      furl: f.furl!,
      curl: f.curl || null,
      mihpayid: newMihpayid(),
      createdAt: new Date(now()),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnid, f.txnid!));
  if (!row) throw new Error('sandbox transaction was not stored');
  // The same txnid again: a reload of an undecided page is fine; anything else is a reused transaction id.
  if (row.status !== 'pending' || row.decidedAt) return refused(409, 'This transaction has already been completed.');
  if (row.amount !== f.amount || row.email !== f.email || row.productinfo !== f.productinfo) {
    return refused(409, 'This transaction id was already used for another payment.');
  }
  return { status: 200, html: checkoutPage(config.brand.brandName, row) };
}

/** Pay, Fail or Cancel pressed: the ledger keeps the first choice, and the browser goes back to surl, furl or curl. */
export async function decideSandboxPayment(
  ctx: Pick<AppContext, 'db' | 'now'>,
  txnid: string,
  choice: string,
): Promise<SandboxAnswer> {
  const { db, now } = ctx;
  const decision = choice as SandboxDecision;
  if (!DECISIONS.includes(decision)) return refused(404, 'Unknown choice.');
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnid, txnid));
  if (!row) return refused(404, 'Unknown transaction.');
  const state = STATE_OF[decision];
  // Only an undecided entry takes a choice: pending, with no decided_at yet.
  await db
    .update(sandboxTransactions)
    .set({ status: state, decidedAt: new Date(now()) })
    .where(
      and(
        eq(sandboxTransactions.txnid, row.txnid),
        eq(sandboxTransactions.status, 'pending'),
        isNull(sandboxTransactions.decidedAt),
      ),
    );
  const [decided] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnid, row.txnid));
  // A second click of the same button sends the customer back again; a different choice after the first is refused
  // (a pending entry the bank has since captured counts as the pending choice).
  const same =
    decision === 'pending'
      ? decided?.decidedAt !== null && (decided?.status === 'pending' || decided?.status === 'success')
      : decided?.status === state;
  if (!same) return refused(409, 'This transaction has already been completed.');
  // PayU posts a pending answer to surl, as a payment that has not failed.
  const location =
    decision === 'pay' || decision === 'pending' ? row.surl : decision === 'cancel' ? (row.curl ?? row.furl) : row.furl;
  return { status: 307, location };
}

function send(reply: FastifyReply, answer: SandboxAnswer) {
  reply.header('cache-control', 'no-store');
  // 307 keeps the method and the body: the browser posts the signed fields of the button's form to the merchant,
  // as PayU's own page does.
  if ('location' in answer) return reply.code(307).redirect(answer.location, 307);
  return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
}

export function registerSandboxGateway(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'db' | 'now'>) {
  app.post(SANDBOX_PAYMENT_PATH, async (request, reply) => send(reply, await startSandboxCheckout(ctx, request.body)));
  app.post<{ Params: { txnid: string; decision: string } }>(
    `${SANDBOX_PAYMENT_PATH}/:txnid/:decision`,
    async (request, reply) =>
      send(reply, await decideSandboxPayment(ctx, request.params.txnid, request.params.decision)),
  );
}

import { expect, type APIRequestContext } from '@playwright/test';

/** One message of the dev outbox (`/dev/mail.json`, newest first), as the journeys need it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export const SUBJECTS = {
  verify: /^Verify your email address/,
  reset: /^Reset your .* password$/,
  booking: /booking|booked|confirmed/i,
} as const;

export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/dev/mail.json');
  expect(response.ok(), 'the dev outbox answers (no SMTP_URL in e2e)').toBe(true);
  return (await response.json()) as OutboxMail[];
}

/** The newest mail to `to` whose subject matches, or undefined. */
export async function newestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail | undefined> {
  const address = to.toLowerCase();
  return (await readOutbox(request)).find(
    (mail) => mail.to.toLowerCase().includes(address) && subject.test(mail.subject),
  );
}

/**
 * The 6-digit code of the newest matching mail to `to`, waiting for it to arrive (the reset mail goes out after
 * the answer). `newerThan` skips mails up to that id, so a second code is not mistaken for the first.
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  newerThan = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMail(request, to, subject);
        code = mail && mail.id > newerThan ? (/Your code is (\d{6})\b/.exec(mail.text)?.[1] ?? '') : '';
        return code;
      },
      { message: `a mail to ${to} with a subject like ${subject} and a 6-digit code`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The id of the newest mail to `to` (0 when none), to wait for a later one with `codeFromOutbox`. */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  const address = to.toLowerCase();
  return (await readOutbox(request)).find((mail) => mail.to.toLowerCase().includes(address))?.id ?? 0;
}

/** A 6-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

import { expect, type APIRequestContext } from '@playwright/test';

/** One message of the dev outbox (`/dev/mail.json`, newest first), as the journeys need it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
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

/** Every mail to exactly `to` whose subject matches, newest first. */
export async function mailsTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail[]> {
  const address = to.toLowerCase();
  return (await readOutbox(request)).filter((mail) => mail.to.toLowerCase() === address && subject.test(mail.subject));
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

/** A calendar invitation as calendars tell versions of one event apart: its UID and SEQUENCE (absent means 0). */
export interface Invitation {
  uid: string;
  sequence: number;
  method: string;
  /** DTSTART as written (UTC, 'yyyyMMddTHHmmssZ'). */
  start: string;
  text: string;
}

/** The .ics attached to `mail` (its first text/calendar attachment), read from the dev outbox. */
export async function invitationOf(request: APIRequestContext, mail: OutboxMail): Promise<Invitation> {
  const index = mail.attachments.findIndex((a) => a.contentType.startsWith('text/calendar'));
  expect(index, `"${mail.subject}" carries a calendar invitation`).toBeGreaterThanOrEqual(0);
  const response = await request.get(`/dev/mail/${mail.id}/attachments/${index}`);
  expect(response.ok()).toBe(true);
  // RFC 5545 folds long lines with CRLF + a space; unfold before reading properties.
  const text = (await response.text()).replace(/\r?\n[ \t]/g, '');
  const property = (name: string) => new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(text)?.[1]?.trim();
  return {
    uid: property('UID') ?? '',
    sequence: Number(property('SEQUENCE') ?? 0),
    method: property('METHOD') ?? '',
    start: property('DTSTART') ?? '',
    text,
  };
}

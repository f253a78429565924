import { mailCopy } from '@sukoon/contracts/copy/mail';
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { CODE_TTL_MS } from './codes';

const minutes = Math.round(CODE_TTL_MS / 60_000);

type CodeMailCopy = (typeof mailCopy)['verification'] | (typeof mailCopy)['passwordReset'];

/** A mail carrying a one-time code: the code also sits in a sentence of its own, easy to find and copy. */
function codeMail(brand: MailBrand, to: string, firstName: string, code: string, copy: CodeMailCopy): MailMessage {
  return {
    to,
    subject: copy.subject(brand.brandName),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [mailCopy.greeting(firstName), copy.code(code, brand.brandName), copy.validity(minutes)],
      code,
      footnote: copy.footnote(brand.brandName),
    }),
  };
}

/** The registration code mail. */
export const verificationMail = (brand: MailBrand, to: string, firstName: string, code: string) =>
  codeMail(brand, to, firstName, code, mailCopy.verification);

/** The forgot-password code mail. */
export const passwordResetMail = (brand: MailBrand, to: string, firstName: string, code: string) =>
  codeMail(brand, to, firstName, code, mailCopy.passwordReset);

/** To the owner of an address someone tried to register again: sign in, or reset the password. */
export function registrationAttemptMail(
  brand: MailBrand,
  publicUrl: string,
  to: string,
  firstName: string,
): MailMessage {
  const copy = mailCopy.registrationAttempt;
  return {
    to,
    subject: copy.subject(brand.brandName),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [mailCopy.greeting(firstName), ...copy.paragraphs(brand.brandName)],
      action: { label: copy.action(brand.brandName), url: `${publicUrl}/` },
      footnote: copy.footnote,
    }),
  };
}

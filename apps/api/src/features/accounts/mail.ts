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

/**
 * The registration code mail. It greets nobody by name: the name was typed by whoever registered, and the address is
 * not proven, so echoing it would let anyone put words of theirs into a mail from us.
 */
export const verificationMail = (brand: MailBrand, to: string, code: string) =>
  codeMail(brand, to, '', code, mailCopy.verification);

/** The forgot-password code mail; pass '' as the first name when the address is not proven. */
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

type NoticeCopy =
  (typeof mailCopy)['passwordChanged'] | (typeof mailCopy)['passwordWasReset'] | (typeof mailCopy)['googleLinked'];

/** A security notice to an account's owner: what changed, and what to do if it was not them. */
function noticeMail(
  brand: MailBrand,
  publicUrl: string,
  to: string,
  firstName: string,
  copy: Pick<NoticeCopy, 'subject' | 'heading' | 'action'>,
  paragraphs: readonly string[],
): MailMessage {
  return {
    to,
    subject: copy.subject(brand.brandName),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [mailCopy.greeting(firstName), ...paragraphs],
      action: { label: copy.action(brand.brandName), url: `${publicUrl}/` },
    }),
  };
}

/** To the owner after change-password. */
export const passwordChangedMail = (brand: MailBrand, publicUrl: string, to: string, firstName: string) =>
  noticeMail(
    brand,
    publicUrl,
    to,
    firstName,
    mailCopy.passwordChanged,
    mailCopy.passwordChanged.paragraphs(brand.brandName),
  );

/** To the owner after reset-password; '' as the first name when the address was not proven before. */
export const passwordResetNoticeMail = (brand: MailBrand, publicUrl: string, to: string, firstName: string) =>
  noticeMail(
    brand,
    publicUrl,
    to,
    firstName,
    mailCopy.passwordWasReset,
    mailCopy.passwordWasReset.paragraphs(brand.brandName),
  );

/** To the owner when a Google account is linked to an existing account (not for a new Google account). */
export const googleLinkedMail = (brand: MailBrand, publicUrl: string, to: string, firstName: string) =>
  noticeMail(brand, publicUrl, to, firstName, mailCopy.googleLinked, mailCopy.googleLinked.paragraphs(brand.brandName));

import { mailCopy } from '@sukoon/contracts/copy/mail';
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { CODE_TTL_MS } from './codes';

const minutes = Math.round(CODE_TTL_MS / 60_000);

/** The registration code mail. */
export function verificationMail(brand: MailBrand, to: string, firstName: string, code: string): MailMessage {
  const copy = mailCopy.verification;
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

/** The forgot-password code mail. */
export function passwordResetMail(brand: MailBrand, to: string, firstName: string, code: string): MailMessage {
  const copy = mailCopy.passwordReset;
  return {
    to,
    subject: copy.subject(brand.brandName),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [mailCopy.greeting(firstName), copy.code(code), copy.validity(minutes)],
      code,
      footnote: copy.footnote(brand.brandName),
    }),
  };
}

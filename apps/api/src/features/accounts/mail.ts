import type { MailMessage } from '../../mail/mailer';
import { renderMail, type MailBrand } from '../../mail/layout';
import { CODE_TTL_MS } from './codes';

const minutes = Math.round(CODE_TTL_MS / 60_000);

/** The registration code mail. The code sits in a sentence of its own in the text, easy to find and copy. */
export function verificationMail(brand: MailBrand, to: string, firstName: string, code: string): MailMessage {
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  return {
    to,
    subject: `Verify your email address for ${brand.brandName}`,
    ...renderMail(brand, {
      heading: 'Verify your email address',
      paragraphs: [
        greeting,
        `Your code is ${code}. Enter it on the verification page to finish creating your ${brand.brandName} account.`,
        `The code is valid for ${minutes} minutes and works once.`,
      ],
      code,
      footnote: `You received this because someone registered at ${brand.brandName} with this address. If it was not you, ignore this email: no account is activated without the code.`,
    }),
  };
}

export function passwordResetMail(brand: MailBrand, to: string, firstName: string, code: string): MailMessage {
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  return {
    to,
    subject: `Reset your ${brand.brandName} password`,
    ...renderMail(brand, {
      heading: 'Reset your password',
      paragraphs: [
        greeting,
        `Your code is ${code}. Enter it in the Forgot password window to choose a new password.`,
        `The code is valid for ${minutes} minutes and works once.`,
      ],
      code,
      footnote: `If you did not ask to reset your ${brand.brandName} password, ignore this email: your password stays as it is.`,
    }),
  };
}

import type { z } from 'zod';
import type { contactRequestSchema } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import type { AppContext } from '../../context';
import { renderMail } from '../../mail/layout';
import { inquiries } from './schema';

/** B8, verbatim: what the form shows when the message is through. */
export const CONTACT_SENT = "Message sent successfully! We'll get back to you soon.";

type ContactMessage = z.output<typeof contactRequestSchema>;

export function createInquiriesService({ db, mailer, config, now }: AppContext) {
  return {
    /** Stores the message and mails it to the support address, in one transaction: neither is kept without the other. */
    async receive(message: ContactMessage) {
      const copy = mailCopy.contactInquiry;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({ ...message, createdAt: new Date(now()) })
          .returning({ id: inquiries.id });
        await mailer.enqueue(tx, {
          to: config.brand.supportEmail,
          subject: copy.subject(message.name, row!.id),
          inquiryId: row!.id,
          ...renderMail(config.brand, {
            heading: copy.heading,
            paragraphs: [copy.intro, message.message, copy.reply(message.email)],
            details: [
              { label: copy.name, value: message.name },
              { label: copy.email, value: message.email },
            ],
            footnote: copy.footnote(config.brand.brandName),
          }),
        });
      });
      return { message: CONTACT_SENT };
    },
  };
}

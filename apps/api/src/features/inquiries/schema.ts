import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, identityId } from '../../db/columns';

/** Messages sent with the contact form (spec 02 section 3 Contact message), kept for the support team. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: identityId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('inquiries_created_at_idx').on(table.createdAt)],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent with the contact form (spec 02 section 3 Contact message), kept for the support team. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('inquiries_created_at_idx').on(table.createdAt)],
);

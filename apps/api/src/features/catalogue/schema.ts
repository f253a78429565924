import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The catalogue's categories (spec 02 section 3). Ids are given by the seed (stable across databases, so a link
 * such as /api/services/booked-sessions/101/ means the same service everywhere), not generated.
 */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Tab order on the Services page. */
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('service_categories_name_key').on(table.name)],
);

/** A service ("subcategory" in the spec's words): what a card shows and what a booking is for. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    title: text('title').notNull(),
    /** Display text ("INR 5,000 per session per module", "Contact for pricing"); the server parses its price from it. */
    price: text('price').notNull(),
    /** HH:MM:SS, 01:00:00 or 00:30:00. */
    sessionDuration: text('session_duration').notNull().default('01:00:00'),
    description: jsonb('description').$type<string[]>().notNull().default([]),
    src: text('src'),
    backgroundImage: text('background_image'),
    link: text('link'),
    isContactService: boolean('is_contact_service').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('services_category_id_idx').on(table.categoryId)],
);

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

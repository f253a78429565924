import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The About page's certifications (spec 01 section 3 Certificate), in the order they are shown. */
export const certificates = pgTable('certificates', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  /** One of the contract's certificate icon names (Award, Brain, Heart, ...). */
  icon: text('icon').notNull(),
  iconColor: text('icon_color').notNull(),
  position: integer('position').notNull(),
});

/** The media gallery's items (spec 02 section 3 Media item): an image path the site serves and an optional link. */
export const mediaItems = pgTable('media_items', {
  id: integer('id').primaryKey(),
  src: text('src').notNull(),
  link: text('link').notNull().default(''),
  position: integer('position').notNull(),
});

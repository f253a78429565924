import { isContactOnly, parsePrice, type Category, type Subcategory } from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { serviceCategories, services, type ServiceRow } from './schema';

/** The rows the seed inserts: the contracts' built-in catalogue (spec 02 section 3), ids and order kept. */
export function catalogueRows(categories: readonly Category[] = FALLBACK_CATEGORIES) {
  return {
    categories: categories.map((category, position) => ({ id: category.id, name: category.name, position })),
    services: categories.flatMap((category) =>
      category.subcategories.map((service, position) => ({
        id: service.id,
        categoryId: category.id,
        title: service.title,
        price: service.price,
        sessionDuration: service.session_duration,
        description: service.description,
        src: service.src ?? null,
        backgroundImage: service.backgroundImage ?? null,
        link: service.link ?? null,
        // Stored as the spec's rule decides it, so the database says plainly which services cannot be booked.
        isContactService: isContactOnly(service, category.name),
        position,
      })),
    ),
  };
}

function toSubcategory(row: ServiceRow, categoryName: string): Subcategory {
  const service: Subcategory = {
    id: row.id,
    title: row.title,
    price: row.price,
    session_duration: row.sessionDuration,
    description: row.description,
    isContactService: isContactOnly(row, categoryName),
  };
  if (row.src) service.src = row.src;
  if (row.backgroundImage) service.backgroundImage = row.backgroundImage;
  if (row.link) service.link = row.link;
  return service;
}

/** Every category in tab order with its services in card order. */
export async function listCategories(db: Db | Tx): Promise<Category[]> {
  const [categoryRows, serviceRows] = await Promise.all([
    db.select().from(serviceCategories).orderBy(asc(serviceCategories.position), asc(serviceCategories.id)),
    db.select().from(services).orderBy(asc(services.position), asc(services.id)),
  ]);
  return categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    subcategories: serviceRows.filter((s) => s.categoryId === category.id).map((s) => toSubcategory(s, category.name)),
  }));
}

export interface ServiceWithCategory {
  service: ServiceRow;
  categoryName: string;
}

export async function findService(db: Db | Tx, id: number): Promise<ServiceWithCategory | undefined> {
  const [row] = await db
    .select({ service: services, categoryName: serviceCategories.name })
    .from(services)
    .innerJoin(serviceCategories, eq(services.categoryId, serviceCategories.id))
    .where(eq(services.id, id));
  return row;
}

/**
 * The server's price of a bookable service in rupees, or null when it cannot be booked online: contact-only by the
 * spec's rule, or a price text with no single positive amount in it ("Contact for pricing").
 */
export function bookablePrice({ service, categoryName }: ServiceWithCategory): number | null {
  if (isContactOnly(service, categoryName)) return null;
  const price = parsePrice(service.price);
  return price !== null && price > 0 ? price : null;
}

import type { Db } from '../../db';
import { catalogueRows } from './catalogue';
import { serviceCategories, services } from './schema';

/**
 * The catalogue of spec 02 section 3 (the contracts' FALLBACK_CATEGORIES). Only missing rows are added, by their
 * stable ids, so an edited price or a service added by hand survives every start-up.
 */
export async function seed(db: Db): Promise<void> {
  const rows = catalogueRows();
  await db.insert(serviceCategories).values(rows.categories).onConflictDoNothing();
  await db.insert(services).values(rows.services).onConflictDoNothing();
}

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { counsellors } from './schema';

/** Whether a counsellor of this id exists (active or not, published or not). */
export async function counsellorExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: counsellors.id }).from(counsellors).where(eq(counsellors.id, id));
  return row !== undefined;
}

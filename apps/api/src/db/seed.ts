import type { Mode } from '../config';
import type { Feature } from '../context';
import { features as allFeatures } from '../features';
import type { Db } from './index';

/**
 * Runs every feature's seed function in list order. Each one inserts only what is missing, so this is safe at every
 * start-up and repeatable by hand. `mode` is the server's (config.mode): demo data is seeded only in demo mode.
 * Returns the names of the features that seeded.
 */
export async function seed(db: Db, mode: Mode, features: readonly Feature[] = allFeatures): Promise<string[]> {
  const seeded: string[] = [];
  for (const feature of features) {
    if (!feature.seed) continue;
    await feature.seed(db, { mode });
    seeded.push(feature.name);
  }
  return seeded;
}

// `npm run db:seed`: migrates and seeds the configured database, then exits. The server does the same at start-up;
// this is for re-seeding by hand (for example after a feature added its seed) without starting it.
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from './index';
import { DatabaseLockedError } from './lock';
import { seed } from './seed';

try {
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const seeded = await seed(database.db, config.mode);
    console.log(
      `Seeded the ${database.kind} database${seeded.length ? `: ${seeded.join(', ')}` : ' (no feature has seed data yet)'}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

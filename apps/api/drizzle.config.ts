import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @sukoon/api -- --name <what_changed>` compares src/db/schema.ts (every feature's tables)
// with the last snapshot under ./drizzle and writes the next SQL migration there. Paths are relative to apps/api,
// where npm -w runs the script. No database connection is needed to generate.

// drizzle-kit is a root devDependency and loads drizzle-orm from its own folder, by import() and by require(), but npm
// installed drizzle-orm only under apps/api/node_modules. drizzle-kit reads this file before it loads drizzle-orm, so
// both lookups are pointed at apps/api here: an ESM resolve hook for import(), NODE_PATH for require(). Both are
// harmless once drizzle-orm is hoisted to the root node_modules.
const apiPackage = pathToFileURL(path.resolve('package.json')).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackage)} });
      }
      return next(specifier, context);
    }`)}`,
);
process.env.NODE_PATH = [path.resolve('node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
(Module as unknown as { _initPaths(): void })._initPaths();

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});

// Bundles the server into dist/main.js, its packages from node_modules included: Node then loads one file instead of
// several hundred (Fastify, ajv, zod, drizzle, …), since resolving and reading modules was a large part of start-up.
// A few packages stay external, installed on the machine that runs it (below). Nothing else is
// copied: migrations are read from apps/api/drizzle and the site from apps/site/dist at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');

/**
 * Loaded from node_modules at run time: PGlite reads its WebAssembly and data files from beside its own code, argon2
 * is a native binary, pino starts its transports (pino-pretty in development) as worker files of its own, and
 * nodemailer (a tenth of the bundle) is needed only with SMTP_URL, on the first message sent.
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'nodemailer'];

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** What the CommonJS packages bundled into this ES module expect to find: require, __filename and __dirname. */
const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces point at src/*.ts (main.ts enables source maps); the sources themselves are not needed for that,
  // and without them the map Node reads at start is a third of the size.
  sourcemap: true,
  sourcesContent: false,
  banner: { js: COMMONJS_GLOBALS },
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`Built apps/api/dist/main.js (${Math.round(bytes / 1024)} kB with its source map).`);

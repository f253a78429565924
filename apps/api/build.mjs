// Bundles the server into dist/main.js. Packages from node_modules stay external (installed on the machine that runs
// it); the workspace packages @sukoon/* are TypeScript source, which node cannot run, so they are bundled in.
// Nothing else is copied: migrations are read from apps/api/drizzle and the site from apps/site/dist at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    // Bare specifiers only (not ./relative, not /absolute); node: builtins are external on platform node anyway.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sukoon/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`Built apps/api/dist/main.js (${Math.round(bytes / 1024)} kB with its source map).`);

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Found by walking up to the workspace root, so the same code works from src/ (tsx, vitest) and from the
// esbuild bundle in dist/ (migrations and the site are read from the repo at run time, not copied).
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find the repository root (a package.json with workspaces) above ${start}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
export const apiRoot = path.join(repoRoot, 'apps', 'api');
export const migrationsFolder = path.join(apiRoot, 'drizzle');

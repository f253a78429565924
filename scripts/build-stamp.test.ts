import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, buildIsCurrent, writeBuildStamp } from './build-stamp.mjs';

describe('npm start reuses a current build', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sukoon-stamp-'));
    write('apps/site/src/main.tsx', 'render()');
    write('apps/api/src/main.ts', 'listen()');
    write('apps/site/dist/index.html', '<div id="root"></div>');
    write('apps/api/dist/main.js', 'listen()');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is not current before the first stamp, and is after it', () => {
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root, buildFingerprint(root));
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('rebuilds when a source changes, is added or an output is missing', () => {
    writeBuildStamp(root, buildFingerprint(root));
    write('apps/site/src/main.tsx', 'render(<App />)');
    expect(buildIsCurrent(root)).toBe(false);

    writeBuildStamp(root, buildFingerprint(root));
    write('packages/ui/src/Button.tsx', 'export {}');
    expect(buildIsCurrent(root)).toBe(false);

    writeBuildStamp(root, buildFingerprint(root));
    const when = new Date('2026-01-01T00:00:00Z');
    utimesSync(path.join(root, 'apps/api/src/main.ts'), when, when);
    expect(buildIsCurrent(root)).toBe(false);

    writeBuildStamp(root, buildFingerprint(root));
    rmSync(path.join(root, 'apps/api/dist/main.js'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('ignores stories, tests and screenshots, which the build does not read', () => {
    writeBuildStamp(root, buildFingerprint(root));
    write('packages/ui/src/patterns/X/X.stories.tsx', 'export default {}');
    write('apps/site/src/x.test.ts', 'it()');
    write('packages/ui/src/patterns/X/__screenshots__/a.png', 'png');
    expect(buildIsCurrent(root)).toBe(true);
  });
});

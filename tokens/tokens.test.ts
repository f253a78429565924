// Guards the token source: the generated files are current, every colour parses, and the colour
// pairs the components really use are readable (WCAG 2.2 contrast, computed here from tokens.json).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const source = JSON.parse(readFileSync(join(here, 'tokens.json'), 'utf8')) as TokenGroup;

interface TokenLeaf {
  $type: string;
  $value: string;
}
interface TokenGroup {
  [key: string]: TokenLeaf | TokenGroup | string;
}

const isLeaf = (node: unknown): node is TokenLeaf => typeof node === 'object' && node !== null && '$value' in node;

/** Every token under `node` as [dotted path, leaf]. */
function leaves(node: TokenGroup, prefix: string[] = []): [string, TokenLeaf][] {
  return Object.entries(node).flatMap(([key, child]): [string, TokenLeaf][] => {
    if (key.startsWith('$') || typeof child === 'string') return [];
    const path = [...prefix, key];
    return isLeaf(child) ? [[path.join('.'), child]] : leaves(child, path);
  });
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The colour syntaxes tokens.json may use: #rgb, #rrggbb, #rrggbbaa, rgb() and rgba(). Anything else is null. */
function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i.exec(
    value.trim(),
  );
  if (fn) {
    const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
    if ([r, g, b].some((c) => c > 255)) return null;
    return { r, g, b, a: fn[4] === undefined ? 1 : Number(fn[4]) };
  }
  return null;
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colours = new Map(leaves(source.color as TokenGroup).map(([path, leaf]) => [path, leaf]));

/** An opaque colour token by its path under `color` (a translucent colour has no single contrast). */
function colour(path: string): Rgba {
  const leaf = colours.get(path);
  if (!leaf) throw new Error(`No colour token color.${path}`);
  const parsed = parseColour(leaf.$value);
  if (!parsed) throw new Error(`color.${path} is not a colour: ${leaf.$value}`);
  if (parsed.a !== 1) throw new Error(`color.${path} is translucent; contrast needs an opaque colour`);
  return parsed;
}

const ratio = (fg: string, bg: string) => contrast(colour(fg), colour(bg));

describe('contrast maths', () => {
  it('matches the reference values of WCAG', () => {
    const black = parseColour('#000')!;
    const white = parseColour('#FFFFFF')!;
    expect(contrast(black, white)).toBeCloseTo(21, 5);
    expect(contrast(white, white)).toBe(1);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrast(parseColour('#767676')!, white)).toBeCloseTo(4.54, 2);
  });

  it('rejects what is not a colour', () => {
    for (const bad of ['#12', '#GGGGGG', 'rgb(300, 0, 0)', 'teal', '', 'rgba(1, 2, 3, 2)', '{color.canvas}']) {
      expect(parseColour(bad), bad).toBeNull();
    }
    expect(parseColour('rgba(16, 24, 40, 0.6)')).toEqual({ r: 16, g: 24, b: 40, a: 0.6 });
    expect(parseColour('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
  });
});

describe('tokens/generated/*.ts', () => {
  const build = join(here, 'build.mjs');

  it('is current with tokens.json (`node tokens/build.mjs --check` passes)', () => {
    expect(() => execFileSync(process.execPath, [build, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('would be reported as stale by the same check', () => {
    // A copy of the builder beside a copy of the source and a wrong generated file: --check must fail.
    const dir = mkdtempSync(join(tmpdir(), 'tokens-check-'));
    try {
      copyFileSync(build, join(dir, 'build.mjs'));
      copyFileSync(join(here, 'tokens.json'), join(dir, 'tokens.json'));
      mkdirSync(join(dir, 'generated'));
      writeFileSync(join(dir, 'generated', 'tokens.ts'), 'export const tokens = {} as const;\n');
      const run = spawnSync(process.execPath, [join(dir, 'build.mjs'), '--check'], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('stale');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('colour tokens', () => {
  it('are all typed as colours and hold valid colour values', () => {
    expect(colours.size).toBeGreaterThan(30);
    for (const [path, leaf] of colours) {
      expect(leaf.$type, `color.${path}`).toBe('color');
      expect(parseColour(leaf.$value), `color.${path} = ${leaf.$value}`).not.toBeNull();
    }
  });

  it('no colour hides outside the colour group', () => {
    const elsewhere = leaves(source).filter(([path, leaf]) => leaf.$type === 'color' && !path.startsWith('color.'));
    expect(elsewhere).toEqual([]);
  });
});

// [text, background]: the body-text pairs the design system is built on. Each must reach AA, 4.5:1.
const bodyTextPairs: [string, string][] = [
  ['text.primary', 'canvas'],
  ['text.secondary', 'canvas'],
  ['text.muted', 'canvas'],
  ['text.primary', 'surface'],
  ['text.secondary', 'surface'],
  ['text.muted', 'surface'],
  ['brandAccent.onAccent', 'brandAccent.rest'],
  ['critical.text', 'critical.soft'],
  ['caution.text', 'caution.soft'],
  ['info.text', 'info.soft'],
  ['positive.text', 'positive.soft'],
];

// Further text pairs the components use (buttons in every state, links, notices' actions on white).
const componentTextPairs: [string, string][] = [
  ['brandAccent.onAccent', 'brandAccent.hover'],
  ['brandAccent.onAccent', 'brandAccent.active'],
  ['text.primary', 'brandAccent.disabled'],
  ['warmAccent.onAccent', 'warmAccent.rest'],
  ['warmAccent.onAccent', 'warmAccent.hover'],
  ['warmAccent.onAccent', 'warmAccent.active'],
  ['text.primary', 'warmAccent.disabled'],
  ['neutral.onNeutral', 'neutral.rest'],
  ['neutral.onNeutral', 'neutral.hover'],
  ['neutral.onNeutral', 'neutral.active'],
  ['text.inverse', 'critical.rest'],
  ['text.inverse', 'critical.hover'],
  ['text.link', 'canvas'],
  ['text.link', 'surface'],
  ['text.link', 'brandAccent.soft'],
  ['text.muted', 'surfaceMuted'],
  ['critical.text', 'surface'],
  ['caution.text', 'surface'],
  ['info.text', 'surface'],
  ['positive.text', 'surface'],
];

// [mark, background]: control edges, focus rings and tone icons need 3:1 (WCAG 1.4.11).
const nonTextPairs: [string, string][] = [
  ['border.strong', 'canvas'],
  ['border.strong', 'surface'],
  ['border.strong', 'surfaceMuted'],
  ['border.focus', 'canvas'],
  ['border.focus', 'surface'],
  ['critical.rest', 'surface'],
  ['brandAccent.rest', 'surface'],
  ['positive.rest', 'positive.soft'],
  ['critical.rest', 'critical.soft'],
  ['caution.rest', 'caution.soft'],
  ['info.rest', 'info.soft'],
];

describe('contrast of colour roles', () => {
  it.each(bodyTextPairs)('body text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(componentTextPairs)('component text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

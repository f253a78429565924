// Contrast of two token colours, for the Foundations pages (tokens/tokens.test.ts has its own copy
// on purpose: tokens sit below ui and must not import from it).

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** #rgb, #rrggbb, #rrggbbaa, rgb() or rgba(); null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (hex) {
    const raw = hex[1]!;
    const digits = raw.length === 3 ? [...raw].map((d) => d + d).join('') : raw;
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i.exec(value.trim());
  if (!fn) return null;
  const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return null;
  return { r, g, b, a: fn[4] === undefined ? 1 : Number(fn[4]) };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two opaque colours given as CSS strings; null if either is not opaque or not a colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg || fg.a !== 1 || bg.a !== 1) return null;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** "6.19:1 AA" style label: AA at 4.5, AAA at 7, "AA large" at 3 (large or bold text, UI marks). */
export function contrastLabel(ratio: number): string {
  const grade = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails';
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 ${grade}`;
}

// Small helpers for drawing the site's illustrations as SVG text. Everything is pure and rounded
// to one decimal, so the same input always gives the same bytes (the media script is deterministic).

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export function seeded(seed) {
  let a = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A number in [min, max). */
    range: (min, max) => min + (max - min) * next(),
    /** An integer in [min, max]. */
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** FNV-1a: a stable 32-bit number for a string (each illustration is seeded by its id). */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One decimal, no trailing ".0", no "-0". */
export const n = (value) => {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

const attrs = (props) =>
  Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

/** An element: el('circle', { cx: 1, cy: 2, r: 3, fill: '#fff' }) or with children. */
export const el = (name, props = {}, children) =>
  children === undefined ? `<${name}${attrs(props)}/>` : `<${name}${attrs(props)}>${children}</${name}>`;

export const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const group = (props, ...children) => el('g', props, children.join(''));

/** A linear gradient, top to bottom unless x1..y2 say otherwise (fractions of the box). */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops.map(([offset, color, opacity]) => stop(offset, color, opacity)).join(''),
  );
}

/** A radial gradient centred at (cx, cy) with radius r, in fractions of the box. */
export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return el('radialGradient', { id, cx, cy, r }, stops.map(([o, c, a]) => stop(o, c, a)).join(''));
}

const stop = (offset, color, opacity) =>
  el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity });

/** The whole document, sized in pixels (sharp renders it at this size). */
export function svgDocument(width, height, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    body.join('') +
    '</svg>'
  );
}

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points, { closed = false, tension = 1 } = {}) {
  if (points.length < 2) return '';
  const p = closed
    ? [points[points.length - 1], ...points, points[0], points[1]]
    : [points[0], ...points, points.at(-1)];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    const k = tension / 6;
    d +=
      `C${n(x1 + (x2 - x0) * k)} ${n(y1 + (y2 - y0) * k)} ` +
      `${n(x2 - (x3 - x1) * k)} ${n(y2 - (y3 - y1) * k)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * A landscape layer: a smooth ridge across the width at about `y` (varying by `amp`),
 * closed down to the bottom edge. `count` points; the rand makes each ridge its own.
 */
export function ridge(rand, { width, height, y, amp, count = 6, phase = 0 }) {
  const points = [];
  for (let i = 0; i <= count; i += 1) {
    const x = -60 + ((width + 120) * i) / count;
    const wave = Math.sin(i * 1.3 + phase) * amp * 0.6;
    points.push([x, y + wave + rand.range(-amp, amp) * 0.4]);
  }
  return `${smooth(points)}L${n(width + 60)} ${n(height + 10)}L-60 ${n(height + 10)}Z`;
}

/** A wave band: a sine-like top edge at `y`, closed down to the bottom edge. */
export function wave({ width, height, y, amp, length, phase = 0 }) {
  const points = [];
  for (let x = -length; x <= width + length; x += length / 4) {
    points.push([x, y + Math.sin((x / length) * Math.PI * 2 + phase) * amp]);
  }
  return `${smooth(points)}L${n(width + length)} ${n(height + 10)}L${n(-length)} ${n(height + 10)}Z`;
}

/** A leaf: pointed at both ends, length `len`, width `w`, rotated by `angle` degrees about its base. */
export function leaf(x, y, len, w, angle, fill, { vein } = {}) {
  const d = `M0 0C${n(w * 0.6)} ${n(-len * 0.2)} ${n(w * 0.55)} ${n(-len * 0.75)} 0 ${n(-len)}C${n(-w * 0.55)} ${n(-len * 0.75)} ${n(-w * 0.6)} ${n(-len * 0.2)} 0 0Z`;
  const veinLine = vein
    ? path(`M0 0Q${n(w * 0.05)} ${n(-len * 0.5)} 0 ${n(-len * 0.92)}`, 'none', {
        stroke: vein,
        'stroke-width': Math.max(2, w * 0.035),
        'stroke-linecap': 'round',
      })
    : '';
  return group({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, path(d, fill), veinLine);
}

/** A puffy cloud: a row of overlapping circles on a flat base. */
export function cloud(x, y, size, fill, extra = {}) {
  const s = size;
  return group(
    { fill, ...extra },
    circle(x, y, s * 0.32),
    circle(x + s * 0.32, y - s * 0.14, s * 0.36),
    circle(x + s * 0.68, y - s * 0.04, s * 0.3),
    circle(x + s * 0.92, y + s * 0.06, s * 0.2),
    rect(x, y, s * 0.92, s * 0.26, fill, { rx: s * 0.1 }),
  );
}

/** A small bird: two soft arcs, as a child draws one far away. */
export function bird(x, y, size, stroke) {
  const s = size;
  return path(
    `M${n(x - s)} ${n(y)}Q${n(x - s / 2)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y)}`,
    'none',
    {
      stroke,
      'stroke-width': Math.max(2, s * 0.18),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
  );
}

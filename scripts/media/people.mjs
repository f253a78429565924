// Faceless flat figures for the category illustrations: a head, hair, a torso with arms and legs.
// Nobody in particular; skin tones and clothes vary so a group reads as a group.
import { circle, ellipse, group, n, path, rect } from './svg.mjs';

export const skins = ['#8A5A3C', '#A86F4C', '#C58C66', '#6E4530', '#B57B57'];
export const hairs = ['#2A211D', '#3B2A22', '#1F1A18', '#4A352A'];

function hairShape(style, cx, cy, r, color) {
  const cap = path(
    // A semicircle a little wider than the head (so no skin shows above it), cut by a soft fringe.
    `M${n(cx - r * 1.06)} ${n(cy)}A${n(r * 1.06)} ${n(r * 1.06)} 0 0 1 ${n(cx + r * 1.06)} ${n(cy)}` +
      `Q${n(cx + r * 0.4)} ${n(cy - r * 0.55)} ${n(cx - r * 1.06)} ${n(cy)}Z`,
    color,
  );
  if (style === 'long') {
    return (
      rect(cx - r * 1.08, cy - r * 0.2, r * 2.16, r * 2.3, color, { rx: r * 0.9 }) +
      cap +
      path(`M${n(cx - r * 1.05)} ${n(cy)}A${n(r * 1.05)} ${n(r * 1.1)} 0 0 1 ${n(cx + r * 1.05)} ${n(cy)}Z`, color)
    );
  }
  if (style === 'bun') return circle(cx + r * 0.2, cy - r * 1.05, r * 0.45, color) + cap;
  return cap;
}

/** The neck, the head and the hair in front of it (long hair is drawn behind the body, its front cut short). */
function head(x, headY, r, skin, hair, hairStyle) {
  return (
    rect(x - r * 0.35, headY + r * 0.6, r * 0.7, r * 0.9, skin) +
    circle(x, headY, r, skin) +
    hairShape(hairStyle === 'long' ? 'short' : hairStyle, x, headY, r, hair)
  );
}

/** A standing figure whose feet are at (x, y), `h` tall. */
export function standing({ x, y, h, top, bottom, skin, hair, hairStyle = 'short', armOut = 0, arms = [] }) {
  const r = h * 0.085;
  const headY = y - h + r;
  const shoulderY = headY + r * 1.45;
  const hipY = y - h * 0.44;
  const sw = h * 0.14;
  const hw = h * 0.12;
  const legW = h * 0.085;
  const torso = path(
    `M${n(x - sw)} ${n(shoulderY + h * 0.04)}Q${n(x - sw)} ${n(shoulderY)} ${n(x - sw + h * 0.05)} ${n(shoulderY)}` +
      `L${n(x + sw - h * 0.05)} ${n(shoulderY)}Q${n(x + sw)} ${n(shoulderY)} ${n(x + sw)} ${n(shoulderY + h * 0.04)}` +
      `L${n(x + hw)} ${n(hipY + h * 0.03)}L${n(x - hw)} ${n(hipY + h * 0.03)}Z`,
    top,
  );
  // Arms reaching to points (a neighbour's hand, a kite string): from the nearer shoulder.
  const reach = [...arms, ...(armOut ? [[x + armOut * (sw + h * 0.14), hipY - h * 0.02]] : [])];
  const arm = reach
    .map(([tx, ty]) => {
      const side = tx >= x ? 1 : -1;
      return (
        path(`M${n(x + side * sw * 0.8)} ${n(shoulderY + h * 0.04)}L${n(tx)} ${n(ty)}`, 'none', {
          stroke: top,
          'stroke-width': h * 0.06,
          'stroke-linecap': 'round',
        }) + circle(tx, ty, h * 0.032, skin)
      );
    })
    .join('');
  const legs =
    rect(x - legW - h * 0.008, hipY, legW, y - hipY - h * 0.01, bottom, { rx: legW * 0.45 }) +
    rect(x + h * 0.008, hipY, legW, y - hipY - h * 0.01, bottom, { rx: legW * 0.45 });
  const feet =
    ellipse(x - legW * 0.55, y - h * 0.005, legW * 0.75, h * 0.018, '#3A2E2A') +
    ellipse(x + legW * 0.55, y - h * 0.005, legW * 0.75, h * 0.018, '#3A2E2A');
  const hairBack = hairStyle === 'long' ? hairShape('long', x, headY, r, hair) : '';
  return group({}, hairBack, legs, feet, arm, torso, head(x, headY, r, skin, hair, hairStyle));
}

/** A seated figure: hips at (x, seatY), facing `dir` (1 right, -1 left), `h` its standing height. */
export function seated({ x, seatY, h, top, bottom, skin, hair, hairStyle = 'short', dir = 1, lean = 0 }) {
  const r = h * 0.085;
  const torsoH = h * 0.36;
  const headX = x + lean * h * 0.05;
  const headY = seatY - torsoH - r * 1.6;
  const sw = h * 0.13;
  const torso = path(
    `M${n(x - sw)} ${n(seatY)}L${n(headX - sw * 0.95)} ${n(seatY - torsoH + h * 0.05)}Q${n(headX - sw)} ${n(seatY - torsoH)} ${n(headX - sw + h * 0.05)} ${n(seatY - torsoH)}` +
      `L${n(headX + sw - h * 0.05)} ${n(seatY - torsoH)}Q${n(headX + sw)} ${n(seatY - torsoH)} ${n(headX + sw * 0.95)} ${n(seatY - torsoH + h * 0.05)}L${n(x + sw)} ${n(seatY)}Z`,
    top,
  );
  const thighLen = h * 0.22;
  const legW = h * 0.09;
  const thigh = rect(dir > 0 ? x - sw * 0.6 : x - thighLen - sw * 0.4, seatY - legW, thighLen + sw, legW, bottom, {
    rx: legW / 2,
  });
  const kneeX = x + dir * (thighLen + sw * 0.2);
  const shin = rect(kneeX - legW / 2, seatY - legW / 2, legW, h * 0.24, bottom, { rx: legW / 2 });
  const foot = ellipse(kneeX + dir * legW * 0.3, seatY + h * 0.235, legW * 0.8, h * 0.018, '#3A2E2A');
  const hairBack = hairStyle === 'long' ? hairShape('long', headX, headY, r, hair) : '';
  return group({}, hairBack, shin, foot, thigh, torso, head(headX, headY, r, skin, hair, hairStyle));
}

/** A figure sitting cross-legged on the floor, hips at (x, y). */
export function crossLegged({ x, y, h, top, bottom, skin, hair, hairStyle = 'bun' }) {
  const r = h * 0.085;
  const torsoH = h * 0.34;
  const headY = y - torsoH - r * 1.6;
  const sw = h * 0.13;
  const torso = path(
    `M${n(x - sw * 1.05)} ${n(y)}L${n(x - sw)} ${n(y - torsoH + h * 0.05)}Q${n(x - sw)} ${n(y - torsoH)} ${n(x - sw + h * 0.05)} ${n(y - torsoH)}` +
      `L${n(x + sw - h * 0.05)} ${n(y - torsoH)}Q${n(x + sw)} ${n(y - torsoH)} ${n(x + sw)} ${n(y - torsoH + h * 0.05)}L${n(x + sw * 1.05)} ${n(y)}Z`,
    top,
  );
  const legs = ellipse(x, y + h * 0.02, h * 0.3, h * 0.07, bottom);
  const hands = circle(x - h * 0.2, y - h * 0.01, h * 0.03, skin) + circle(x + h * 0.2, y - h * 0.01, h * 0.03, skin);
  const arms = path(
    `M${n(x - sw * 0.85)} ${n(y - torsoH + h * 0.06)}Q${n(x - sw * 1.6)} ${n(y - torsoH * 0.4)} ${n(x - h * 0.2)} ${n(y - h * 0.01)}` +
      `M${n(x + sw * 0.85)} ${n(y - torsoH + h * 0.06)}Q${n(x + sw * 1.6)} ${n(y - torsoH * 0.4)} ${n(x + h * 0.2)} ${n(y - h * 0.01)}`,
    'none',
    { stroke: top, 'stroke-width': h * 0.055, 'stroke-linecap': 'round' },
  );
  return group(
    {},
    hairStyle === 'long' ? hairShape('long', x, headY, r, hair) : '',
    legs,
    torso,
    arms,
    hands,
    head(x, headY, r, skin, hair, hairStyle),
  );
}

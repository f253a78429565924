// The membership cards (B2: the purchase modal shows the plan's card image), one per plan tier: a metal-toned
// card with a lotus mark and soft rings, drawn here and served as SVG. No text, so no font is needed to draw it.
import { circle, group, leaf, linear, n, path, radial, rect, svgDocument } from './svg.mjs';

export const CARD_W = 640;
export const CARD_H = 360;

/** Each tier's metal: the card's light and dark tones and the mark's colour. */
const metals = {
  bronze: { light: '#E2B48A', dark: '#8C5533', mark: '#FFF4EA' },
  silver: { light: '#EEF1F4', dark: '#8D98A3', mark: '#FFFFFF' },
  gold: { light: '#F6DC8E', dark: '#B07E22', mark: '#FFF9E6' },
  platinum: { light: '#E4EAEC', dark: '#5F6F78', mark: '#F7FBFC' },
  diamond: { light: '#D7F1F8', dark: '#2F6A8C', mark: '#F2FCFF' },
};

/** The tiers in the order of the plans (contracts' PLAN_ORDER), lower case: each card's id and file name. */
export const cardTiers = Object.keys(metals);

/** A lotus of five leaves standing on (x, y). */
const lotus = (x, y, size, fill) =>
  group(
    { opacity: 0.92 },
    leaf(x, y, size * 0.78, size * 0.5, -62, fill),
    leaf(x, y, size * 0.9, size * 0.52, -30, fill),
    leaf(x, y, size, size * 0.56, 0, fill),
    leaf(x, y, size * 0.9, size * 0.52, 30, fill),
    leaf(x, y, size * 0.78, size * 0.5, 62, fill),
  );

export function membershipCard(tier) {
  const { light, dark, mark } = metals[tier];
  const defs = [
    linear(
      'face',
      [
        [0, light],
        [1, dark],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    radial(
      'sheen',
      [
        [0, '#FFFFFF', 0.55],
        [1, '#FFFFFF', 0],
      ],
      { cx: 0.2, cy: 0.1, r: 0.7 },
    ),
  ];
  const rings = [0, 1, 2, 3, 4].map((i) =>
    circle(CARD_W - 40, CARD_H + 20, 110 + i * 56, 'none', {
      stroke: mark,
      'stroke-width': 2,
      opacity: 0.42 - i * 0.07,
    }),
  );
  const body = [
    rect(0, 0, CARD_W, CARD_H, 'url(#face)'),
    rect(0, 0, CARD_W, CARD_H, 'url(#sheen)'),
    ...rings,
    // A gentle wave across the lower third.
    path(`M0 ${n(CARD_H * 0.72)}C160 250 300 300 ${CARD_W} 236L${CARD_W} ${CARD_H}L0 ${CARD_H}Z`, dark, {
      opacity: 0.18,
    }),
    lotus(112, 150, 86, mark),
    rect(78, 164, 68, 6, mark, { rx: 3, opacity: 0.8 }),
    // The card's chip.
    rect(CARD_W - 150, 56, 86, 64, mark, { rx: 12, opacity: 0.55 }),
    path(`M${CARD_W - 150} 88H${CARD_W - 64}M${CARD_W - 107} 56V120`, 'none', {
      stroke: dark,
      'stroke-width': 2,
      opacity: 0.35,
    }),
  ];
  return svgDocument(CARD_W, CARD_H, defs, body);
}

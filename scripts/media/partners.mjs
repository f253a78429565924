// The partner marks for the "We are Featured On" strip: B9 numbers them 1 to 204 without 12, 29
// and 49. Each is a tiny generated SVG: a simple shape with a monogram cut in it and the name
// "Partner N" beside it. They are placeholders we own, not anyone's real logo.
import { el, n } from './svg.mjs';

export const LOGO_W = 180;
export const LOGO_H = 56;
const EXCLUDED = [12, 29, 49];

export const partnerNumbers = Array.from({ length: 204 }, (_, i) => i + 1).filter((x) => !EXCLUDED.includes(x));

const colours = ['#2A6B66', '#B6531A', '#3B4A7A', '#4F6B3A', '#7A3E5C', '#1F5F8A', '#8A5A1F', '#475467'];

/** A shape centred in a 40 x 40 box at (8, 8): eight kinds, cycled with the number. */
function shape(kind, fill) {
  const c = 28;
  switch (kind) {
    case 0:
      return el('circle', { cx: c, cy: c, r: 19, fill });
    case 1:
      return el('rect', { x: 9, y: 9, width: 38, height: 38, rx: 10, fill });
    case 2:
      return el('path', { d: 'M28 8L46 18.5V37.5L28 48L10 37.5V18.5Z', fill });
    case 3:
      return el('path', { d: 'M28 7L49 28L28 49L7 28Z', fill });
    case 4:
      return el('path', { d: 'M28 8C40 14 47 24 47 36C47 43 41 48 28 48C15 48 9 43 9 36C9 24 16 14 28 8Z', fill });
    case 5:
      return el('path', { d: 'M9 47V28A19 19 0 0 1 47 28V47Z', fill });
    case 6:
      return el('circle', { cx: c, cy: c, r: 15.5, fill: 'none', stroke: fill, 'stroke-width': 7 });
    default:
      return el('path', { d: 'M9 9H47V30A19 19 0 0 1 9 30Z', fill });
  }
}

export function partnerLogo(number) {
  const fill = colours[(number * 5) % colours.length];
  const kind = (number * 3 + Math.floor(number / 8)) % 8;
  const digit = String(number % 10);
  const label = `Partner ${number}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_W}" height="${LOGO_H}" viewBox="0 0 ${LOGO_W} ${LOGO_H}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    shape(kind, fill) +
    el(
      'text',
      {
        x: 28,
        y: n(33.5),
        'text-anchor': 'middle',
        'font-family': 'Arial,Helvetica,sans-serif',
        'font-size': 15,
        'font-weight': 700,
        fill: kind === 6 ? fill : '#FFFFFF',
      },
      digit,
    ) +
    el(
      'text',
      {
        x: 58,
        y: 34,
        'font-family': 'Arial,Helvetica,sans-serif',
        'font-size': 17,
        'font-weight': 600,
        fill: '#344054',
      },
      label,
    ) +
    '</svg>'
  );
}

// Stylised maps of the two offices' neighbourhoods: drawn by us (no map tiles, no third-party embed),
// roughly after the area's shape (a lake, the main roads, a railway line), with a pin at the office.
// Served as SVG; the office card links out to OpenStreetMap for the real map.
import { circle, el, group, n, path, rect, smooth } from './svg.mjs';

export const W = 800;
export const H = 500;

const LAND = '#F3F1EC';
const BLOCK = '#E9E5DC';
const PARK = '#CFE3D4';
const WATER = '#BFDCE3';
const ROAD = '#FFFFFF';
const ROAD_EDGE = '#DED6C6';

const road = (d, width) =>
  path(d, 'none', {
    stroke: ROAD_EDGE,
    'stroke-width': width + 4,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }) + path(d, 'none', { stroke: ROAD, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

/** Both maps' street grid: 10 by 7 blocks of 80 px with 8 px streets, less the blocks `skip` clears for water or parks. */
function blocks(rand, skip) {
  const cols = 10;
  const rows = 7;
  const cell = 80;
  const gap = 8;
  const out = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * cell;
      const y = r * cell;
      if (skip(x, y)) continue;
      out.push(
        rect(x + gap, y + gap, cell - gap * 2 - rand.range(0, 8), cell - gap * 2 - rand.range(0, 8), BLOCK, { rx: 4 }),
      );
    }
  }
  return out;
}

/** A map's SVG document around its drawn parts. */
function mapDocument(body) {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${W} ${H}`, width: W, height: H },
    body.join(''),
  );
}

function pin(x, y) {
  return group(
    {},
    circle(x, y + 4, 30, '#2A6B66', { opacity: 0.12 }),
    circle(x, y + 4, 16, '#2A6B66', { opacity: 0.18 }),
    path(
      `M${n(x)} ${n(y)}C${n(x - 6)} ${n(y - 14)} ${n(x - 22)} ${n(y - 26)} ${n(x - 22)} ${n(y - 42)}A22 22 0 0 1 ${n(x + 22)} ${n(y - 42)}C${n(x + 22)} ${n(y - 26)} ${n(x + 6)} ${n(y - 14)} ${n(x)} ${n(y)}Z`,
      '#2A6B66',
      {
        stroke: '#FFFFFF',
        'stroke-width': 3,
      },
    ),
    circle(x, y - 42, 8, '#FFFFFF'),
  );
}

/** HITEC City, Hyderabad: a lake to the south-east, a curving arterial road, an irregular grid. */
function hyderabad(rand) {
  const lake = smooth(
    [
      [560, 340],
      [640, 310],
      [720, 330],
      [770, 400],
      [730, 470],
      [640, 480],
      [590, 430],
    ],
    { closed: true },
  );
  const body = [
    rect(0, 0, W, H, LAND),
    ...blocks(rand, (x, y) => (x > 520 && y > 280) || (x < 160 && y > 320)),
    path(
      smooth(
        [
          [20, 340],
          [110, 330],
          [160, 400],
          [120, 480],
          [30, 470],
        ],
        { closed: true },
      ),
      PARK,
    ),
    path(lake, WATER),
    path(lake, 'none', { stroke: '#A8CED8', 'stroke-width': 3 }),
    road('M0 160L800 160', 8),
    road('M0 400C200 380 300 300 420 250C520 210 640 200 800 230', 14),
    road('M320 0L320 500', 10),
    road('M560 0C540 120 520 200 540 300', 8),
    road('M160 0L160 320M0 80L320 80M480 0L480 230M640 160L640 300M0 240L300 240', 5),
    pin(400, 215),
  ];
  return mapDocument(body);
}

/** Marredpally, Secunderabad: a lake to the south-west, a railway line, an open ground. */
function secunderabad(rand) {
  const lake = smooth(
    [
      [-20, 330],
      [90, 350],
      [170, 420],
      [150, 520],
      [-20, 520],
    ],
    { closed: false },
  );
  const railway = 'M0 90C220 130 420 150 800 120';
  const body = [
    rect(0, 0, W, H, LAND),
    ...blocks(rand, (x, y) => (x < 160 && y > 300) || (x >= 560 && x < 720 && y >= 240 && y < 400)),
    rect(572, 252, 136, 136, PARK, { rx: 10 }),
    path(`${lake}Z`, WATER),
    path(railway, 'none', { stroke: '#B8AE9C', 'stroke-width': 7 }),
    path(railway, 'none', { stroke: '#FFFFFF', 'stroke-width': 3, 'stroke-dasharray': '12 10' }),
    road('M0 250L800 250', 12),
    road('M400 0L400 500', 10),
    road('M240 120L240 500M560 120L560 500M0 400L800 400M640 0L640 110', 6),
    road('M400 250C470 320 520 360 560 400', 6),
    pin(400, 320),
  ];
  return mapDocument(body);
}

export const maps = [
  { id: 'office-hyderabad', svg: hyderabad },
  { id: 'office-secunderabad', svg: secunderabad },
];

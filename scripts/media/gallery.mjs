// The 13 gallery illustrations: calm abstract scenes, each with its own composition and palette.
// Each returns { defs, body } for a W x H canvas; `rand` is seeded by the image's id.
import {
  bird,
  circle,
  cloud,
  ellipse,
  group,
  leaf,
  linear,
  n,
  path,
  radial,
  rect,
  ridge,
  smooth,
  wave,
} from './svg.mjs';

export const W = 1440;
export const H = 960;
const full = (fill) => rect(0, 0, W, H, fill);

function sunriseHills(rand) {
  const defs = [
    linear('sky', [
      [0, '#C9D7EA'],
      [0.55, '#F6D9C4'],
      [1, '#F9C9A5'],
    ]),
    radial('glow', [
      [0, '#FFE9C7', 0.95],
      [1, '#FFE9C7', 0],
    ]),
  ];
  const layers = [
    ['#C8BFD9', 560, 60],
    ['#A9B9C9', 620, 55],
    ['#7FA69A', 700, 50],
    ['#4F8579', 790, 45],
    ['#2A6B66', 880, 35],
  ];
  const body = [
    full('url(#sky)'),
    circle(860, 560, 360, 'url(#glow)'),
    circle(860, 590, 120, '#FBD3A0'),
    ...layers.map(([fill, y, amp], i) =>
      path(ridge(rand, { width: W, height: H, y, amp, count: 5 + i, phase: i * 1.7 }), fill),
    ),
    ...[0, 1, 2].map((i) => bird(360 + i * 70 + rand.range(-10, 10), 260 + rand.range(-30, 30), 16 - i * 2, '#5B6475')),
  ];
  return { defs, body };
}

function eveningSea(rand) {
  const defs = [
    linear('sky', [
      [0, '#B9B3DD'],
      [0.6, '#EDC6CF'],
      [1, '#F7D8C8'],
    ]),
    linear('sea', [
      [0, '#5B6C9E'],
      [1, '#27345C'],
    ]),
  ];
  const horizon = 560;
  const body = [
    full('url(#sky)'),
    circle(1040, 420, 95, '#FFF1DD'),
    path(
      smooth([
        [120, horizon],
        [260, 500],
        [420, 486],
        [560, 530],
        [640, horizon],
      ]),
      '#8C86B5',
    ),
    rect(0, horizon, W, H - horizon, 'url(#sea)'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      rect(1040 - (70 - i * 8) + rand.range(-12, 12), horizon + 24 + i * 38, (70 - i * 8) * 2, 7, '#FFF1DD', {
        rx: 3.5,
        opacity: 0.75 - i * 0.08,
      }),
    ),
    path(wave({ width: W, height: H, y: 760, amp: 10, length: 240, phase: 0.4 }), '#34447A', { opacity: 0.8 }),
    path(wave({ width: W, height: H, y: 850, amp: 12, length: 300, phase: 1.9 }), '#222E52'),
  ];
  return { defs, body };
}

function leaves(rand) {
  const greens = ['#2A6B66', '#4F8579', '#7FA69A', '#A9C7B5', '#3E7A6E'];
  const corner = (x, y, baseAngle, count) =>
    Array.from({ length: count }, (_, i) => {
      const angle = baseAngle + (i - (count - 1) / 2) * 22 + rand.range(-6, 6);
      return leaf(x, y, rand.range(380, 560), rand.range(150, 220), angle, greens[i % greens.length], {
        vein: '#E8F1EC',
      });
    });
  const body = [
    full('#F6F1E7'),
    circle(980, 360, 240, '#F4DCC6'),
    ...corner(120, 1000, 40, 5),
    ...corner(1380, -40, 215, 4),
    ...Array.from({ length: 9 }, () =>
      circle(rand.range(520, 1100), rand.range(560, 880), rand.range(6, 14), '#D9A77E', { opacity: 0.7 }),
    ),
  ];
  return { defs: [], body };
}

function ripples(rand) {
  const defs = [
    radial(
      'water',
      [
        [0, '#5FA39B'],
        [1, '#2A6B66'],
      ],
      { cx: 0.4, cy: 0.45, r: 0.8 },
    ),
  ];
  const rings = (cx, cy, count, gap) =>
    Array.from({ length: count }, (_, i) =>
      circle(cx, cy, 30 + i * gap, 'none', { stroke: '#E3F0EE', 'stroke-width': 5 - i * 0.5, opacity: 0.8 - i * 0.12 }),
    );
  const body = [
    full('url(#water)'),
    ...rings(520, 430, 7, 62),
    ...rings(1090, 640, 5, 54),
    leaf(520, 430, 90, 44, 35, '#F2C078'),
    leaf(1090, 640, 70, 36, -60, '#E9A36F'),
    ...Array.from({ length: 6 }, () =>
      circle(rand.range(100, 1340), rand.range(80, 880), rand.range(4, 8), '#E3F0EE', { opacity: 0.6 }),
    ),
  ];
  return { defs, body };
}

function mountainLake(rand) {
  const defs = [
    linear('sky', [
      [0, '#D8E8EE'],
      [1, '#F4EDE2'],
    ]),
    linear('lake', [
      [0, '#9CC2C7'],
      [1, '#5E9A9A'],
    ]),
  ];
  const shore = 600;
  const peak = (x, top, spread, fill) =>
    path(
      `M${n(x - spread)} ${shore}L${n(x - 40)} ${n(top + 30)}Q${n(x)} ${n(top - 8)} ${n(x + 40)} ${n(top + 30)}L${n(x + spread)} ${shore}Z`,
      fill,
    );
  const mountains = [peak(460, 230, 420, '#8FA8B8'), peak(900, 170, 480, '#6F8FA3'), peak(1250, 300, 360, '#9DB3BF')];
  const snow = path(`M862 212Q900 162 938 212L918 236L900 222L882 238Z`, '#F7F9FA');
  const trees = Array.from({ length: 16 }, (_, i) => {
    const x = 40 + i * 90 + rand.range(-20, 20);
    const h = rand.range(60, 120);
    return path(
      `M${n(x)} ${n(shore - h)}L${n(x + h * 0.3)} ${shore}L${n(x - h * 0.3)} ${shore}Z`,
      i % 2 ? '#2A6B66' : '#3E7A6E',
    );
  });
  const body = [
    full('url(#sky)'),
    cloud(180, 180, 220, '#FFFFFF', { opacity: 0.8 }),
    ...mountains,
    snow,
    rect(0, shore, W, H - shore, 'url(#lake)'),
    group({ transform: `translate(0 ${shore * 2}) scale(1 -1)`, opacity: 0.28 }, ...mountains),
    ...trees,
    ...[0, 1, 2, 3].map((i) =>
      rect(300 + i * 260 + rand.range(-40, 40), 680 + i * 60, 180 - i * 20, 5, '#E6F0EF', { rx: 2.5, opacity: 0.7 }),
    ),
  ];
  return { defs, body };
}

function dunes(rand) {
  const defs = [
    linear('sky', [
      [0, '#F9E3C9'],
      [1, '#F5C9A4'],
    ]),
  ];
  const dune = (y, amp, fill, phase) => path(ridge(rand, { width: W, height: H, y, amp, count: 3, phase }), fill);
  const body = [
    full('url(#sky)'),
    circle(360, 300, 90, '#FBEFD9'),
    dune(520, 70, '#E9B88C', 0.3),
    dune(610, 90, '#DDA173', 2.1),
    dune(720, 80, '#C9855A', 4.2),
    dune(840, 60, '#B96E43', 1.2),
    path(
      smooth([
        [200, 700],
        [520, 640],
        [860, 700],
        [1240, 650],
      ]),
      'none',
      { stroke: '#F3D2B0', 'stroke-width': 4, opacity: 0.7 },
    ),
    bird(1040, 240, 18, '#8C5A3A'),
    bird(1110, 210, 13, '#8C5A3A'),
  ];
  return { defs, body };
}

function circles() {
  const body = [
    full('#F7F2EA'),
    circle(480, 560, 300, '#E3F0EE'),
    path('M760 760A300 300 0 0 1 1360 760Z', '#E9A36F'),
    circle(840, 250, 110, '#2A6B66'),
    path('M180 200A220 220 0 0 1 400 420L180 420Z', '#C9D9CE'),
    circle(480, 560, 150, 'none', { stroke: '#2A6B66', 'stroke-width': 6 }),
    circle(480, 560, 210, 'none', { stroke: '#7FA69A', 'stroke-width': 3 }),
    rect(120, 820, 1200, 6, '#B6531A', { rx: 3, opacity: 0.6 }),
    ...Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: 5 }, (__, col) =>
        circle(1180 + col * 34, 120 + row * 34, 5, '#B6531A', { opacity: 0.55 }),
      ).join(''),
    ),
  ];
  return { defs: [], body };
}

function mistyForest(rand) {
  const defs = [
    linear('sky', [
      [0, '#EAF1EC'],
      [1, '#D4E3DA'],
    ]),
    linear('mist', [
      [0, '#F4F7F3', 0],
      [1, '#F4F7F3', 0.85],
    ]),
  ];
  const row = (baseY, size, fill, count) =>
    Array.from({ length: count }, (_, i) => {
      const x = (i + rand.range(0.1, 0.9)) * (W / count);
      const h = size * rand.range(0.8, 1.25);
      return i % 3 === 0
        ? ellipse(x, baseY - h * 0.55, h * 0.32, h * 0.55, fill) +
            rect(x - h * 0.03, baseY - h * 0.1, h * 0.06, h * 0.2, fill)
        : path(`M${n(x)} ${n(baseY - h)}L${n(x + h * 0.28)} ${n(baseY)}L${n(x - h * 0.28)} ${n(baseY)}Z`, fill);
    });
  const body = [
    full('url(#sky)'),
    circle(1120, 210, 70, '#FFFFFF', { opacity: 0.9 }),
    ...row(520, 180, '#B9CFC3', 14),
    rect(0, 380, W, 160, 'url(#mist)'),
    ...row(680, 240, '#8AB09F', 11),
    rect(0, 520, W, 180, 'url(#mist)'),
    ...row(880, 320, '#4F8579', 9),
    rect(0, 860, W, 100, '#2A6B66'),
    ...row(980, 260, '#2A6B66', 7),
  ];
  return { defs, body };
}

function nightSky(rand) {
  const defs = [
    linear('sky', [
      [0, '#1E2A4A'],
      [0.7, '#3B4A7A'],
      [1, '#6A6FA0'],
    ]),
  ];
  const stars = Array.from({ length: 70 }, () => {
    const x = rand.range(20, W - 20);
    const y = rand.range(20, 560);
    return circle(x, y, rand.range(1.5, 3.6), '#F5F1E3', { opacity: n(rand.range(0.45, 1)) });
  });
  const body = [
    full('url(#sky)'),
    ...stars,
    path('M1090 160A110 110 0 1 0 1180 330A90 90 0 1 1 1090 160Z', '#F7EBCB'),
    path(ridge(rand, { width: W, height: H, y: 690, amp: 60, count: 4, phase: 0.5 }), '#2C3A62'),
    path(ridge(rand, { width: W, height: H, y: 790, amp: 45, count: 5, phase: 2.2 }), '#1F2A4A'),
    rect(360, 726, 26, 22, '#F6D28B', { rx: 3 }),
    path('M340 730L373 700L406 730Z', '#1F2A4A'),
  ];
  return { defs, body };
}

function lotusPond(rand) {
  const defs = [
    linear('water', [
      [0, '#A7CFC8'],
      [1, '#5E9A93'],
    ]),
  ];
  const pad = (x, y, r, fill, angle) =>
    group(
      { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(1 0.42)` },
      path(
        `M0 0L${n(r * Math.cos(-0.25))} ${n(r * Math.sin(-0.25))}A${n(r)} ${n(r)} 0 1 0 ${n(r * Math.cos(0.25))} ${n(r * Math.sin(0.25))}Z`,
        fill,
      ),
    );
  const petal = (angle, len, fill) =>
    path(
      `M0 0C${n(-len * 0.35)} ${n(-len * 0.35)} ${n(-len * 0.2)} ${n(-len * 0.85)} 0 ${n(-len)}C${n(len * 0.2)} ${n(-len * 0.85)} ${n(len * 0.35)} ${n(-len * 0.35)} 0 0Z`,
      fill,
      {
        transform: `rotate(${n(angle)})`,
      },
    );
  const lotus = group(
    { transform: 'translate(720 560)' },
    petal(-70, 150, '#E7A7B0'),
    petal(70, 150, '#E7A7B0'),
    petal(-38, 190, '#F0BCC2'),
    petal(38, 190, '#F0BCC2'),
    petal(0, 220, '#F7D3D5'),
  );
  const body = [
    full('url(#water)'),
    ...[0, 1, 2].map((i) =>
      ellipse(720, 580, 260 + i * 110, 70 + i * 32, 'none', {
        stroke: '#E3F0EE',
        'stroke-width': 3,
        opacity: 0.5 - i * 0.12,
      }),
    ),
    pad(300, 760, 170, '#3E7A6E', 20),
    pad(1130, 300, 140, '#4F8579', -40),
    pad(1180, 800, 110, '#2A6B66', 160),
    pad(230, 250, 90, '#7FA69A', 80),
    pad(720, 610, 210, '#2F7269', 0),
    lotus,
    ...Array.from({ length: 5 }, () =>
      circle(rand.range(400, 1040), rand.range(120, 300), rand.range(3, 6), '#F7FBFA', { opacity: 0.7 }),
    ),
  ];
  return { defs, body };
}

function balancedStones() {
  const defs = [
    linear('sky', [
      [0, '#E6EEF2'],
      [1, '#F6EFE6'],
    ]),
    linear('sea', [
      [0, '#B7D2D6'],
      [1, '#93BCC1'],
    ]),
  ];
  const stones = [
    [720, 760, 200, 64, '#6C7A80'],
    [712, 668, 160, 52, '#8D9A9E'],
    [728, 590, 120, 42, '#A9B3B4'],
    [716, 527, 84, 32, '#C3C9C6'],
    [722, 482, 52, 22, '#D9D6CE'],
  ];
  const body = [
    full('url(#sky)'),
    circle(1060, 300, 110, '#F8E2C6'),
    rect(0, 560, W, 200, 'url(#sea)'),
    rect(0, 760, W, 200, '#EFE3D0'),
    ellipse(720, 812, 300, 26, '#D8C6AC', { opacity: 0.8 }),
    ...stones.map(([x, y, rx, ry, fill]) => ellipse(x, y, rx, ry, fill)),
    ...stones.map(([x, y, rx, ry]) =>
      ellipse(x - rx * 0.25, y - ry * 0.35, rx * 0.4, ry * 0.22, '#FFFFFF', { opacity: 0.18 }),
    ),
    rect(140, 640, 260, 5, '#E6F0F1', { rx: 2.5 }),
    rect(1000, 690, 320, 5, '#E6F0F1', { rx: 2.5 }),
  ];
  return { defs, body };
}

function cloudsAndBirds(rand) {
  const defs = [
    linear('sky', [
      [0, '#A9D2E3'],
      [1, '#E4F1F4'],
    ]),
  ];
  const body = [
    full('url(#sky)'),
    cloud(140, 260, 360, '#FFFFFF', { opacity: 0.95 }),
    cloud(820, 180, 280, '#FFFFFF', { opacity: 0.85 }),
    cloud(1040, 430, 420, '#F7FBFC'),
    cloud(420, 520, 240, '#FFFFFF', { opacity: 0.7 }),
    ...Array.from({ length: 5 }, (_, i) =>
      bird(620 + i * 58 + rand.range(-14, 14), 340 + Math.abs(i - 2) * 26 + rand.range(-6, 6), 15, '#3E5564'),
    ),
    path(ridge(rand, { width: W, height: H, y: 830, amp: 40, count: 3, phase: 0.8 }), '#A9C7B5'),
    path(ridge(rand, { width: W, height: H, y: 900, amp: 30, count: 4, phase: 2.8 }), '#7FA69A'),
  ];
  return { defs, body };
}

function grassInBreeze(rand) {
  const defs = [
    linear('sky', [
      [0, '#FBF1E4'],
      [1, '#F6DCC4'],
    ]),
  ];
  const stalks = Array.from({ length: 38 }, (_, i) => {
    const x = 80 + i * 34 + rand.range(-14, 14);
    const h = rand.range(260, 560);
    const bend = rand.range(40, 140);
    const top = [x + bend, H - h];
    const colour = rand.pick(['#7FA69A', '#4F8579', '#A9C7B5', '#C39A6B']);
    const stem = path(`M${n(x)} ${H}Q${n(x + bend * 0.15)} ${n(H - h * 0.55)} ${n(top[0])} ${n(top[1])}`, 'none', {
      stroke: colour,
      'stroke-width': rand.range(3, 6),
      'stroke-linecap': 'round',
    });
    const seed =
      i % 3 === 0
        ? ellipse(top[0], top[1], 9, 26, colour, { transform: `rotate(${n(20 + bend / 6)} ${n(top[0])} ${n(top[1])})` })
        : '';
    return stem + seed;
  });
  const body = [
    full('url(#sky)'),
    circle(1040, 360, 190, '#F7C99E'),
    circle(1040, 360, 250, '#F7C99E', { opacity: 0.25 }),
    ...stalks,
  ];
  return { defs, body };
}

/** In display order; ids are stable file names. */
export const gallery = [
  { id: 'gallery-01', draw: sunriseHills },
  { id: 'gallery-02', draw: eveningSea },
  { id: 'gallery-03', draw: leaves },
  { id: 'gallery-04', draw: ripples },
  { id: 'gallery-05', draw: mountainLake },
  { id: 'gallery-06', draw: dunes },
  { id: 'gallery-07', draw: circles },
  { id: 'gallery-08', draw: mistyForest },
  { id: 'gallery-09', draw: nightSky },
  { id: 'gallery-10', draw: lotusPond },
  { id: 'gallery-11', draw: balancedStones },
  { id: 'gallery-12', draw: cloudsAndBirds },
  { id: 'gallery-13', draw: grassInBreeze },
];

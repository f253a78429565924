// The seven carousel illustrations, one per service category (A3): people in calm, simple scenes.
import { crossLegged, hairs, seated, skins, standing } from './people.mjs';
import { circle, cloud, ellipse, group, leaf, linear, n, path, rect, ridge } from './svg.mjs';

export const W = 1440;
export const H = 960;
const full = (fill) => rect(0, 0, W, H, fill);

const plant = (x, y, scale, pot = '#C9855A') =>
  group(
    {},
    leaf(x, y - 40 * scale, 150 * scale, 60 * scale, -35, '#4F8579'),
    leaf(x, y - 40 * scale, 180 * scale, 64 * scale, 5, '#2A6B66'),
    leaf(x, y - 40 * scale, 140 * scale, 56 * scale, 40, '#7FA69A'),
    path(
      `M${n(x - 46 * scale)} ${n(y - 60 * scale)}L${n(x + 46 * scale)} ${n(y - 60 * scale)}L${n(x + 34 * scale)} ${n(y)}L${n(x - 34 * scale)} ${n(y)}Z`,
      pot,
    ),
  );

const tree = (x, y, h, crown = '#4F8579', trunk = '#8C6A52') =>
  group(
    {},
    rect(x - h * 0.04, y - h * 0.5, h * 0.08, h * 0.5, trunk, { rx: h * 0.03 }),
    circle(x, y - h * 0.72, h * 0.3, crown),
    circle(x - h * 0.2, y - h * 0.58, h * 0.2, crown),
    circle(x + h * 0.22, y - h * 0.6, h * 0.19, crown),
  );

function individuals() {
  const defs = [
    linear('wall', [
      [0, '#F5EEE4'],
      [1, '#EFE4D6'],
    ]),
  ];
  const body = [
    full('url(#wall)'),
    // An arched window with a sunrise outside.
    path('M880 700L880 320A180 180 0 0 1 1240 320L1240 700Z', '#F7D9BD'),
    path('M880 600Q980 540 1060 580T1240 560L1240 700L880 700Z', '#A9C7B5'),
    circle(1060, 470, 60, '#FBEAD2'),
    path('M880 700L880 320A180 180 0 0 1 1240 320L1240 700', 'none', { stroke: '#FFFFFF', 'stroke-width': 18 }),
    rect(1051, 150, 18, 550, '#FFFFFF'),
    rect(0, 760, W, 200, '#E2D2BF'),
    ellipse(560, 800, 330, 46, '#2A6B66', { opacity: 0.9 }),
    crossLegged({
      x: 560,
      y: 770,
      h: 420,
      top: '#E9A36F',
      bottom: '#2A6B66',
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 'bun',
    }),
    plant(250, 790, 1.3),
    plant(1330, 790, 0.9, '#B6531A'),
  ];
  return { defs, body };
}

function corporate(rand) {
  const defs = [
    linear('sky', [
      [0, '#DCEAF0'],
      [1, '#F3EFE8'],
    ]),
  ];
  const buildings = Array.from({ length: 8 }, (_, i) => {
    const w = rand.range(120, 180);
    const x = i * 185 + rand.range(-10, 10);
    const h = rand.range(260, 520);
    const fill = i % 2 ? '#B7CBD3' : '#A3BCC6';
    const windows = Array.from({ length: Math.floor(h / 60) }, (_, row) =>
      rect(x + 22, 760 - h + 30 + row * 60, w - 44, 16, '#EAF2F4', { rx: 4, opacity: 0.8 }),
    ).join('');
    return rect(x, 760 - h, w, h, fill, { rx: 10 }) + windows;
  });
  const body = [
    full('url(#sky)'),
    cloud(980, 150, 220, '#FFFFFF', { opacity: 0.8 }),
    ...buildings,
    rect(0, 760, W, 200, '#DCE7DF'),
    rect(380, 690, 680, 22, '#8C6A52', { rx: 11 }),
    rect(420, 712, 14, 110, '#8C6A52'),
    rect(1006, 712, 14, 110, '#8C6A52'),
    path('M640 690L664 640L776 640L800 690Z', '#3E4A5A'),
    standing({
      x: 330,
      y: 880,
      h: 420,
      top: '#2A6B66',
      bottom: '#3E4A5A',
      skin: skins[0],
      hair: hairs[1],
      hairStyle: 'short',
      armOut: 1,
    }),
    standing({
      x: 1110,
      y: 880,
      h: 400,
      top: '#E9A36F',
      bottom: '#3E4A5A',
      skin: skins[2],
      hair: hairs[0],
      hairStyle: 'long',
    }),
    plant(1320, 900, 1),
  ];
  return { defs, body };
}

function students(rand) {
  const defs = [
    linear('sky', [
      [0, '#F8E6CF'],
      [1, '#F6D3B3'],
    ]),
  ];
  const books = [
    ['#2A6B66', 300],
    ['#E9A36F', 280],
    ['#7FA69A', 320],
    ['#B6531A', 260],
  ].map(([fill, w], i) => rect(1030 - w / 2 + i * 6, 820 - (i + 1) * 44, w, 40, fill, { rx: 6 }));
  const body = [
    full('url(#sky)'),
    circle(360, 300, 110, '#FBEAD2'),
    path(ridge(rand, { width: W, height: H, y: 640, amp: 40, count: 4, phase: 0.4 }), '#C9D9CE'),
    path(ridge(rand, { width: W, height: H, y: 740, amp: 30, count: 4, phase: 2.4 }), '#A9C7B5'),
    // A winding path towards the horizon.
    path(
      'M520 960C560 860 700 820 690 760C680 700 600 690 640 650L660 650C640 700 740 720 740 780C740 850 660 880 700 960Z',
      '#F3E3C8',
    ),
    ...books,
    rect(1010, 600, 12, 44, '#3E4A5A'),
    path('M950 600L1080 600L1050 540L980 540Z', '#2A6B66'),
    standing({
      x: 560,
      y: 900,
      h: 430,
      top: '#7FA69A',
      bottom: '#3E4A5A',
      skin: skins[4],
      hair: hairs[2],
      hairStyle: 'short',
    }),
    rect(506, 560, 44, 120, '#B6531A', { rx: 14 }),
    ...[0, 1, 2].map((i) => leaf(180 + i * 40, 940, 150 + i * 30, 50, -20 + i * 20, '#4F8579')),
  ];
  return { defs, body };
}

function institutions() {
  const defs = [
    linear('sky', [
      [0, '#DDEBEF'],
      [1, '#F2EEE6'],
    ]),
  ];
  const columns = Array.from({ length: 6 }, (_, i) => rect(470 + i * 96, 420, 40, 280, '#F7F4EE', { rx: 6 }));
  const body = [
    full('url(#sky)'),
    cloud(140, 200, 260, '#FFFFFF', { opacity: 0.85 }),
    cloud(1080, 150, 200, '#FFFFFF', { opacity: 0.7 }),
    rect(0, 760, W, 200, '#C9D9CE'),
    path('M420 420L720 250L1020 420Z', '#E5DED1'),
    circle(720, 350, 34, '#2A6B66'),
    rect(430, 400, 580, 30, '#D9D0BF', { rx: 4 }),
    rect(440, 430, 560, 270, '#E5DED1'),
    ...columns,
    rect(420, 700, 600, 24, '#D9D0BF'),
    rect(390, 724, 660, 20, '#CFC5B3'),
    rect(360, 744, 720, 20, '#C4B9A6'),
    path('M660 764L780 764L920 960L520 960Z', '#F3E3C8'),
    tree(220, 780, 380),
    tree(1240, 780, 340, '#2A6B66'),
    standing({
      x: 860,
      y: 900,
      h: 240,
      top: '#E9A36F',
      bottom: '#3E4A5A',
      skin: skins[3],
      hair: hairs[0],
      hairStyle: 'long',
    }),
    standing({
      x: 560,
      y: 880,
      h: 250,
      top: '#2A6B66',
      bottom: '#3E4A5A',
      skin: skins[1],
      hair: hairs[1],
      hairStyle: 'short',
    }),
  ];
  return { defs, body };
}

function couples() {
  const defs = [
    linear('sky', [
      [0, '#F3D9D4'],
      [1, '#F8E9DC'],
    ]),
  ];
  const body = [
    full('url(#sky)'),
    circle(1140, 280, 120, '#FBEBDD'),
    rect(0, 760, W, 200, '#B9CFC3'),
    tree(300, 780, 640, '#7FA69A'),
    // A park bench.
    rect(460, 640, 560, 26, '#8C6A52', { rx: 8 }),
    rect(460, 560, 560, 20, '#8C6A52', { rx: 8 }),
    rect(480, 666, 18, 120, '#6F5442'),
    rect(982, 666, 18, 120, '#6F5442'),
    seated({
      x: 660,
      seatY: 650,
      h: 400,
      top: '#2A6B66',
      bottom: '#3E4A5A',
      skin: skins[0],
      hair: hairs[1],
      hairStyle: 'short',
      dir: -1,
      lean: 1,
    }),
    seated({
      x: 820,
      seatY: 650,
      h: 380,
      top: '#E9A36F',
      bottom: '#5B6475',
      skin: skins[2],
      hair: hairs[0],
      hairStyle: 'long',
      dir: 1,
      lean: -1,
    }),
    path(
      'M740 300C740 270 780 262 790 290C800 262 840 270 840 300C840 330 790 352 790 360C790 352 740 330 740 300Z',
      '#E7A7B0',
      { opacity: 0.9 },
    ),
  ];
  return { defs, body };
}

function family(rand) {
  const defs = [
    linear('sky', [
      [0, '#E2EEE8'],
      [1, '#F5EEDF'],
    ]),
  ];
  const y = 860;
  const body = [
    full('url(#sky)'),
    circle(1100, 260, 130, '#F8DDBF'),
    path(ridge(rand, { width: W, height: H, y: 720, amp: 40, count: 4, phase: 1 }), '#A9C7B5'),
    rect(0, 820, W, 140, '#8AB09F'),
    standing({
      x: 420,
      y,
      h: 460,
      top: '#2A6B66',
      bottom: '#3E4A5A',
      skin: skins[0],
      hair: hairs[1],
      arms: [[526, 722]],
    }),
    standing({
      x: 620,
      y,
      h: 300,
      top: '#E9A36F',
      bottom: '#5B6475',
      skin: skins[0],
      hair: hairs[2],
      arms: [
        [526, 722],
        [706, 746],
      ],
    }),
    standing({
      x: 790,
      y,
      h: 250,
      top: '#F0BCC2',
      bottom: '#5B6475',
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 'bun',
      arms: [
        [706, 746],
        [884, 742],
      ],
    }),
    standing({
      x: 1000,
      y,
      h: 440,
      top: '#7FA69A',
      bottom: '#3E4A5A',
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 'long',
      arms: [[884, 742]],
    }),
  ];
  return { defs, body };
}

function parent(rand) {
  const defs = [
    linear('sky', [
      [0, '#CFE4EC'],
      [1, '#F4ECDF'],
    ]),
  ];
  const kite = group(
    { transform: 'translate(1000 230) rotate(12)' },
    path('M0 -90L70 0L0 110L-70 0Z', '#E9A36F'),
    path('M0 -90L0 110M-70 0L70 0', 'none', { stroke: '#FBEAD2', 'stroke-width': 5 }),
  );
  const body = [
    full('url(#sky)'),
    cloud(160, 200, 240, '#FFFFFF', { opacity: 0.85 }),
    kite,
    path('M1000 340C980 460 920 520 900 640', 'none', {
      stroke: '#5B6475',
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
    path(ridge(rand, { width: W, height: H, y: 760, amp: 40, count: 4, phase: 2 }), '#A9C7B5'),
    rect(0, 860, W, 100, '#8AB09F'),
    standing({
      x: 640,
      y: 890,
      h: 470,
      top: '#2A6B66',
      bottom: '#3E4A5A',
      skin: skins[4],
      hair: hairs[0],
      hairStyle: 'long',
      arms: [[742, 756]],
    }),
    standing({
      x: 820,
      y: 890,
      h: 270,
      top: '#F2C078',
      bottom: '#5B6475',
      skin: skins[4],
      hair: hairs[1],
      arms: [
        [742, 756],
        [900, 640],
      ],
    }),
    ...[0, 1, 2, 3].map((i) => leaf(160 + i * 50, 960, 140 + i * 20, 46, -25 + i * 16, i % 2 ? '#4F8579' : '#2A6B66')),
  ];
  return { defs, body };
}

/** Keyed by the category's name (CATEGORY_ORDER in rules/services.ts); ids are file names. */
export const categories = [
  { id: 'category-individuals', category: 'Individuals', draw: individuals },
  { id: 'category-corporate', category: 'Corporate', draw: corporate },
  { id: 'category-students', category: 'Students', draw: students },
  { id: 'category-institutions', category: 'Educational & Professional Institutions', draw: institutions },
  { id: 'category-couples', category: 'Couples', draw: couples },
  { id: 'category-family', category: 'Family', draw: family },
  { id: 'category-parent', category: 'Parent', draw: parent },
];

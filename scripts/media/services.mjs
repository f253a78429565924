// The home page's services list shows one of these beside the item under the pointer: a still
// life per service, portrait (4:5), on a soft arch so the six read as one set.
import { circle, ellipse, group, leaf, linear, n, path, rect } from './svg.mjs';

export const W = 960;
export const H = 1200;

const arch = (fill) => path(`M120 1200L120 480A360 360 0 0 1 840 480L840 1200Z`, fill);
const base = (background, archFill) => [rect(0, 0, W, H, background), arch(archFill)];

function counselling() {
  // Two armchairs facing each other, a small table with a glass of water between them.
  const chair = (x, dir) =>
    group(
      {},
      rect(x - 120, 700, 240, 200, '#2A6B66', { rx: 40 }),
      rect(dir > 0 ? x - 140 : x + 60, 600, 80, 300, '#1F5F5A', { rx: 36 }),
      rect(x - 130, 820, 260, 90, '#4F8579', { rx: 30 }),
      rect(x - 100, 900, 16, 70, '#6F5442'),
      rect(x + 84, 900, 16, 70, '#6F5442'),
    );
  return {
    defs: [],
    body: [
      ...base('#F6F1E7', '#E3F0EE'),
      circle(480, 420, 90, '#F8DDBF'),
      chair(280, 1),
      chair(680, -1),
      rect(440, 820, 80, 14, '#8C6A52', { rx: 7 }),
      rect(472, 834, 16, 130, '#8C6A52'),
      rect(458, 760, 44, 60, '#CFE4EC', { rx: 8 }),
    ],
  };
}

function couplesRings() {
  return {
    defs: [],
    body: [
      ...base('#FBF3EE', '#F6D5CB'),
      circle(400, 640, 190, 'none', { stroke: '#2A6B66', 'stroke-width': 44 }),
      circle(580, 640, 190, 'none', { stroke: '#E9A36F', 'stroke-width': 44, opacity: 0.92 }),
      // Where the rings meet, the teal one passes over again, so they read as linked.
      path('M459 462A190 190 0 0 1 590 640', 'none', { stroke: '#2A6B66', 'stroke-width': 44 }),
      ...[0, 1, 2].map((i) => leaf(300 + i * 180, 1080, 160, 60, -20 + i * 20, i % 2 ? '#7FA69A' : '#4F8579')),
    ],
  };
}

function familyTree() {
  const fruit = [
    [360, 420, 26],
    [520, 360, 22],
    [620, 470, 28],
    [430, 540, 20],
    [560, 580, 18],
  ];
  return {
    defs: [],
    body: [
      ...base('#F3F6F1', '#DCE7DF'),
      path('M456 1150L456 760Q456 700 400 640M470 800Q500 700 580 660M464 900L464 760', 'none', {
        stroke: '#8C6A52',
        'stroke-width': 40,
        'stroke-linecap': 'round',
      }),
      circle(480, 470, 250, '#4F8579'),
      circle(330, 560, 150, '#2A6B66'),
      circle(640, 560, 160, '#7FA69A'),
      ...fruit.map(([x, y, r]) => circle(x, y, r, '#F2C078')),
      ellipse(480, 1150, 280, 40, '#A9C7B5'),
    ],
  };
}

function coachingPath() {
  const steps = Array.from({ length: 6 }, (_, i) =>
    rect(210 + i * 90, 1000 - i * 90, 180, 200 + i * 90, i % 2 ? '#E9C3A9' : '#F0D2BB'),
  );
  return {
    defs: [
      linear('sun', [
        [0, '#F8DDBF'],
        [1, '#F2A97E'],
      ]),
    ],
    body: [
      ...base('#FBF6EC', '#FCEFE6'),
      circle(640, 360, 120, 'url(#sun)'),
      ...steps,
      circle(750, 476, 22, '#2A6B66'),
      rect(736, 498, 28, 52, '#2A6B66', { rx: 12 }),
    ],
  };
}

function studentsBook() {
  return {
    defs: [],
    body: [
      ...base('#F4F7FA', '#DDEBEF'),
      // An open book with a sprout growing from its fold.
      path('M480 860C400 800 260 790 180 820L180 1000C260 970 400 980 480 1040Z', '#FFFFFF'),
      path('M480 860C560 800 700 790 780 820L780 1000C700 970 560 980 480 1040Z', '#F7F4EE'),
      path('M480 860L480 1040', 'none', { stroke: '#D9D0BF', 'stroke-width': 6 }),
      ...[0, 1, 2].map((i) =>
        path(`M${220} ${870 + i * 40}C${300} ${850 + i * 40} ${380} ${860 + i * 40} ${440} ${890 + i * 40}`, 'none', {
          stroke: '#C9D4DA',
          'stroke-width': 8,
          'stroke-linecap': 'round',
        }),
      ),
      path('M480 860C480 760 470 680 480 600', 'none', {
        stroke: '#2A6B66',
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }),
      leaf(480, 690, 200, 100, -55, '#4F8579', { vein: '#E3F0EE' }),
      leaf(480, 620, 180, 90, 50, '#7FA69A', { vein: '#E3F0EE' }),
      circle(690, 420, 70, '#F8DDBF'),
    ],
  };
}

function workplaceWindow() {
  const blinds = Array.from({ length: 7 }, (_, i) =>
    rect(250, 360 + i * 40, 460, 14, '#FFFFFF', { rx: 7, opacity: 0.85 }),
  );
  return {
    defs: [
      linear('view', [
        [0, '#CFE4EC'],
        [1, '#EAF2F4'],
      ]),
    ],
    body: [
      ...base('#F6F1E7', '#EFE4D6'),
      rect(230, 340, 500, 520, 'url(#view)', { rx: 12 }),
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(260 + i * 92, 860 - (180 + ((i * 53) % 140)), 70, 180 + ((i * 53) % 140), '#A3BCC6', { rx: 6 }),
      ),
      ...blinds,
      rect(210, 860, 540, 30, '#D9D0BF', { rx: 8 }),
      path(`M${n(400)} ${n(860)}L${n(560)} ${n(860)}L${n(540)} 760L420 760Z`, '#C9855A'),
      leaf(480, 770, 220, 80, -30, '#4F8579'),
      leaf(480, 770, 260, 90, 8, '#2A6B66'),
      leaf(480, 770, 200, 76, 42, '#7FA69A'),
      rect(600, 800, 70, 60, '#FFFFFF', { rx: 10 }),
      path('M670 812Q700 812 700 830Q700 848 670 848', 'none', { stroke: '#FFFFFF', 'stroke-width': 10 }),
      path('M622 780Q612 760 626 740M648 780Q638 760 652 740', 'none', {
        stroke: '#C9D4DA',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    ],
  };
}

export const services = [
  { id: 'service-counselling', draw: counselling },
  { id: 'service-couples', draw: couplesRings },
  { id: 'service-family', draw: familyTree },
  { id: 'service-coaching', draw: coachingPath },
  { id: 'service-students', draw: studentsBook },
  { id: 'service-workplace', draw: workplaceWindow },
];

// The founder's portrait: a flat illustration of a fictional person (the founder in content/founder.ts
// is a demo character), never a photograph. Portrait 4:5.
import { circle, ellipse, group, leaf, linear, path, rect } from './svg.mjs';

export const W = 960;
export const H = 1200;

function portrait() {
  const skin = '#A86F4C';
  const shade = '#93603F';
  const hair = '#2A211D';
  const defs = [
    linear('bg', [
      [0, '#E3F0EE'],
      [1, '#F3F1EC'],
    ]),
  ];
  const body = [
    rect(0, 0, W, H, 'url(#bg)'),
    circle(480, 560, 400, '#CFE3DF'),
    leaf(110, 1200, 420, 150, 25, '#7FA69A'),
    leaf(880, 1200, 380, 140, -30, '#4F8579'),
    // Hair falling behind the shoulders.
    path(
      'M300 520C290 360 380 290 480 290C590 290 680 360 664 520L680 900Q680 960 620 970L340 970Q280 960 280 900Z',
      hair,
    ),
    rect(420, 740, 120, 220, skin, { rx: 50 }),
    // Shoulders in a teal kurta, with a peach dupatta over one shoulder.
    path('M150 1200C150 1010 230 920 360 890L600 890C730 920 810 1010 810 1200Z', '#2A6B66'),
    path('M360 890L600 890L560 960Q480 1010 400 960Z', shade),
    path('M570 890C660 910 720 960 760 1040L690 1200L560 1200L620 1010Z', '#F2B896'),
    // Ears and face.
    ellipse(352, 560, 24, 40, shade),
    ellipse(608, 560, 24, 40, shade),
    circle(350, 610, 9, '#E2B553'),
    circle(610, 610, 9, '#E2B553'),
    ellipse(480, 540, 128, 160, skin),
    // Hair: a side parting sweeping over the forehead.
    path(
      'M350 520C340 400 400 350 480 350C560 350 620 400 612 500C590 430 540 410 470 420C420 428 380 460 350 520Z',
      hair,
    ),
    // Eyebrows, round glasses, a small nose line and a gentle smile.
    path('M392 494Q422 478 450 490M510 490Q538 478 568 494', 'none', {
      stroke: hair,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
    group(
      { fill: 'none', stroke: '#3E3430', 'stroke-width': 7 },
      circle(422, 538, 40),
      circle(538, 538, 40),
      path('M462 536Q480 526 498 536'),
    ),
    circle(422, 542, 7, '#3E3430'),
    circle(538, 542, 7, '#3E3430'),
    path('M482 566Q472 606 492 612', 'none', { stroke: shade, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path('M436 648Q480 682 524 648', 'none', { stroke: '#7A3E2E', 'stroke-width': 9, 'stroke-linecap': 'round' }),
    ellipse(400, 618, 22, 12, '#C98263', { opacity: 0.5 }),
    ellipse(560, 618, 22, 12, '#C98263', { opacity: 0.5 }),
  ];
  return { defs, body };
}

export const founder = [{ id: 'founder-portrait', draw: portrait }];

// Cover illustrations for the four featured articles (A3), 3:2.
import { crossLegged, hairs, seated, skins } from './people.mjs';
import { circle, cloud, group, leaf, linear, path, rect } from './svg.mjs';

export const W = 1440;
export const H = 960;
const full = (fill) => rect(0, 0, W, H, fill);

function breathing() {
  return {
    defs: [
      linear('bg', [
        [0, '#E4E1F3'],
        [1, '#F6EEF0'],
      ]),
    ],
    body: [
      full('url(#bg)'),
      ...[4, 3, 2, 1, 0].map((i) =>
        circle(720, 600, 170 + i * 90, i % 2 ? '#D6D1EC' : '#CEC8E8', { opacity: 0.35 + (4 - i) * 0.12 }),
      ),
      rect(0, 820, W, 140, '#DCD5EA'),
      crossLegged({
        x: 720,
        y: 810,
        h: 540,
        top: '#9C8AC0',
        bottom: '#5B4E86',
        skin: skins[2],
        hair: hairs[0],
        hairStyle: 'long',
      }),
      leaf(200, 960, 240, 90, 20, '#7FA69A'),
      leaf(1260, 960, 220, 80, -25, '#7FA69A'),
    ],
  };
}

function workDesk() {
  return {
    defs: [
      linear('wall', [
        [0, '#EEF3F1'],
        [1, '#E3ECE8'],
      ]),
    ],
    body: [
      full('url(#wall)'),
      rect(840, 140, 440, 360, '#CFE4EC', { rx: 16 }),
      cloud(900, 300, 180, '#FFFFFF'),
      rect(1052, 140, 16, 360, '#FFFFFF'),
      rect(840, 312, 440, 16, '#FFFFFF'),
      rect(0, 820, W, 140, '#D9CDBB'),
      rect(520, 600, 760, 24, '#8C6A52', { rx: 10 }),
      rect(560, 624, 18, 200, '#6F5442'),
      rect(1220, 624, 18, 200, '#6F5442'),
      // An open laptop seen from the side, and a mug.
      path('M700 600L660 470L680 466L722 600Z', '#3E4A5A'),
      rect(700, 590, 190, 12, '#3E4A5A', { rx: 6 }),
      rect(960, 550, 54, 50, '#E9A36F', { rx: 10 }),
      group(
        {},
        leaf(1160, 590, 160, 60, -20, '#4F8579'),
        leaf(1160, 590, 180, 64, 15, '#2A6B66'),
        rect(1130, 560, 60, 40, '#C9855A', { rx: 8 }),
      ),
      // The chair, then the person sitting on it, facing the laptop.
      rect(392, 640, 20, 200, '#5B6475'),
      rect(362, 500, 30, 180, '#5B6475', { rx: 14 }),
      seated({ x: 460, seatY: 640, h: 420, top: '#2A6B66', bottom: '#3E4A5A', skin: skins[3], hair: hairs[1], dir: 1 }),
      rect(362, 640, 220, 22, '#5B6475', { rx: 10 }),
    ],
  };
}

function talking() {
  return {
    defs: [
      linear('bg', [
        [0, '#FCEFE6'],
        [1, '#F8E2D2'],
      ]),
    ],
    body: [
      full('url(#bg)'),
      rect(0, 800, W, 160, '#EAD3C0'),
      // A sofa.
      rect(330, 560, 780, 170, '#7FA69A', { rx: 40 }),
      rect(300, 640, 840, 140, '#4F8579', { rx: 40 }),
      rect(340, 780, 20, 50, '#6F5442'),
      rect(1080, 780, 20, 50, '#6F5442'),
      seated({
        x: 560,
        seatY: 690,
        h: 440,
        top: '#E9A36F',
        bottom: '#3E4A5A',
        skin: skins[1],
        hair: hairs[0],
        hairStyle: 'long',
        dir: 1,
        lean: 1,
      }),
      seated({
        x: 880,
        seatY: 690,
        h: 380,
        top: '#2A6B66',
        bottom: '#5B6475',
        skin: skins[1],
        hair: hairs[2],
        dir: -1,
        lean: -1,
      }),
      // Two speech bubbles, no words: a conversation.
      rect(450, 150, 240, 130, '#FFFFFF', { rx: 60 }),
      path('M530 270L560 330L590 270Z', '#FFFFFF'),
      rect(760, 210, 200, 110, '#FFFFFF', { rx: 55, opacity: 0.9 }),
      path('M860 310L850 360L820 310Z', '#FFFFFF', { opacity: 0.9 }),
      ...[0, 1, 2].map((i) => circle(520 + i * 50, 215, 12, '#E9A36F')),
      ...[0, 1, 2].map((i) => circle(815 + i * 45, 265, 10, '#2A6B66')),
    ],
  };
}

function helpline() {
  return {
    defs: [
      linear('bg', [
        [0, '#E3F0EE'],
        [1, '#F3F1EC'],
      ]),
    ],
    body: [
      full('url(#bg)'),
      circle(720, 480, 330, '#CFE3DF'),
      // A phone with a heart on its screen and sound waves around it.
      rect(580, 200, 280, 540, '#2A6B66', { rx: 44 }),
      rect(604, 250, 232, 420, '#F7FBFA', { rx: 18 }),
      circle(720, 708, 16, '#E3F0EE'),
      path(
        'M660 440C660 400 710 392 720 430C730 392 780 400 780 440C780 480 720 510 720 530C720 510 660 480 660 440Z',
        '#E9A36F',
      ),
      ...[0, 1, 2].map((i) =>
        path(`M${930 + i * 50} ${380 - i * 30}Q${990 + i * 70} 470 ${930 + i * 50} ${560 + i * 30}`, 'none', {
          stroke: '#4F8579',
          'stroke-width': 14,
          'stroke-linecap': 'round',
          opacity: 0.9 - i * 0.25,
        }),
      ),
      ...[0, 1, 2].map((i) =>
        path(`M${510 - i * 50} ${380 - i * 30}Q${450 - i * 70} 470 ${510 - i * 50} ${560 + i * 30}`, 'none', {
          stroke: '#4F8579',
          'stroke-width': 14,
          'stroke-linecap': 'round',
          opacity: 0.9 - i * 0.25,
        }),
      ),
    ],
  };
}

export const articles = [
  { id: 'article-anxiety', draw: breathing },
  { id: 'article-work', draw: workDesk },
  { id: 'article-adolescents', draw: talking },
  { id: 'article-helpline', draw: helpline },
];

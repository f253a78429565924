// Every icon of the design system, in one place: our own drawings, in currentColor, so the text
// colour around an icon (or a tone class) colours it. Add a drawing here and its name joins IconName.
import type { ReactElement } from 'react';

export interface IconDefinition {
  viewBox: string;
  /** fill: solid shapes in currentColor; stroke: lines in currentColor; custom: each shape carries its own paint. */
  paint: 'fill' | 'stroke' | 'custom';
  strokeWidth?: number;
  strokeLinecap?: 'round';
  strokeLinejoin?: 'round';
  body: ReactElement;
}

/** Rounded line ends of a stroked icon: caps and joins, caps only, or joins only. */
type Ends = 'round' | 'caps' | 'joins';

const fill = (viewBox: string, body: ReactElement): IconDefinition => ({ viewBox, paint: 'fill', body });

const stroke = (viewBox: string, strokeWidth: number, ends: Ends, body: ReactElement): IconDefinition => ({
  viewBox,
  paint: 'stroke',
  strokeWidth,
  strokeLinecap: ends === 'round' || ends === 'caps' ? 'round' : undefined,
  strokeLinejoin: ends === 'round' || ends === 'joins' ? 'round' : undefined,
  body,
});

/** Paths only, in drawing order. */
const paths = (...d: string[]) => (
  <>
    {d.map((path) => (
      <path key={path} d={path} />
    ))}
  </>
);

/** A payment outcome's glyph: drawn on 32 px with thick round lines, shown large in a round badge. */
const outcome = (body: ReactElement) => stroke('0 0 32 32', 3, 'round', body);

/** A solid 20 px glyph cut out with the even-odd rule (the tone icons, the field error, the select arrow). */
const solid = (d: string) => fill('0 0 20 20', <path fillRule="evenodd" clipRule="evenodd" d={d} />);

export const icons = {
  // Tones and messages
  checkCircle: solid(
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.72a.75.75 0 0 0-1.22-.86l-3.24 4.62-1.63-1.63a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.76-5.34Z',
  ),
  xCircle: solid(
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.28 7.22a.75.75 0 0 0-1.06 1.06L8.94 10l-1.72 1.72a.75.75 0 1 0 1.06 1.06L10 11.06l1.72 1.72a.75.75 0 1 0 1.06-1.06L11.06 10l1.72-1.72a.75.75 0 0 0-1.06-1.06L10 8.94 8.28 7.22Z',
  ),
  alertTriangle: solid(
    'M8.49 2.87c.67-1.16 2.35-1.16 3.02 0l6.28 10.88c.67 1.16-.17 2.62-1.51 2.62H3.72c-1.34 0-2.18-1.46-1.51-2.62L8.49 2.87ZM10 6.25a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0V7a.75.75 0 0 1 .75-.75ZM10 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  ),
  infoCircle: solid(
    'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v2.75a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z',
  ),
  alertCircle: solid(
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  ),
  errorCircle: {
    viewBox: '0 0 48 48',
    paint: 'custom',
    body: (
      <>
        <circle cx="24" cy="24" r="21" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.25" fill="currentColor" />
      </>
    ),
  },
  dismiss: stroke('0 0 20 20', 2, 'caps', <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" />),
  close: stroke('0 0 20 20', 2, 'caps', <path d="M5 5l10 10M15 5 5 15" />),
  wifiOff: stroke(
    '0 0 24 24',
    2,
    'round',
    paths(
      'm2 2 20 20',
      'M8.5 16.4a5 5 0 0 1 7 0',
      'M5 12.9a10 10 0 0 1 5.2-2.8',
      'M19 12.9a10 10 0 0 0-2.3-1.6',
      'M2 8.8a15 15 0 0 1 4.2-2.7',
      'M10.7 5.1A15 15 0 0 1 22 8.8',
      'M12 20h.01',
    ),
  ),

  // Navigation and controls
  menu: stroke('0 0 20 20', 2, 'caps', paths('M3 6h14M3 10h14M3 14h14')),
  chevronDown: solid(
    'M5.2 7.2a.75.75 0 0 1 1.06.04L10 11.17l3.74-3.93a.75.75 0 1 1 1.08 1.04l-4.28 4.5a.75.75 0 0 1-1.08 0l-4.28-4.5a.75.75 0 0 1 .02-1.06Z',
  ),
  chevronRight: stroke('0 0 20 20', 2, 'round', <path d="M7.5 5l5 5-5 5" />),
  caretDown: stroke('0 0 16 16', 1.75, 'caps', <path d="M4 6l4 4 4-4" />),
  check: stroke('0 0 16 16', 2, 'round', <path d="m3.5 8.5 3 3 6-7" />),
  exclamation: stroke('0 0 16 16', 2, 'round', <path d="M8 4.5v4M8 11.5h.01" />),
  eye: stroke(
    '0 0 24 24',
    2,
    'round',
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>,
  ),
  eyeOff: stroke(
    '0 0 24 24',
    2,
    'round',
    paths(
      'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
      'M9.9 9.9a3 3 0 0 0 4.2 4.2',
      'm2 2 20 20',
    ),
  ),

  // Things
  person: fill(
    '0 0 20 20',
    <>
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3.5 17c.8-3.4 3.4-5 6.5-5s5.7 1.6 6.5 5" />
    </>,
  ),
  lock: stroke(
    '0 0 20 20',
    1.75,
    'round',
    <>
      <rect x="4" y="9" width="12" height="8" rx="1.5" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
    </>,
  ),
  secureLock: stroke(
    '0 0 16 16',
    1.6,
    'round',
    <>
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </>,
  ),
  clock: stroke(
    '0 0 16 16',
    1.5,
    'caps',
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>,
  ),
  star: stroke(
    '0 0 24 24',
    2,
    'joins',
    <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" />,
  ),
  googlePlay: fill('0 0 20 20', <path d="M3 2l10 8-10 8z" />),
  appStore: fill('0 0 20 20', <circle cx="10" cy="11" r="7" />),
  logo: {
    viewBox: '0 0 32 32',
    paint: 'custom',
    body: (
      <>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 19c2.5 3 11.5 3 14 0M11 12h.01M21 12h.01"
          stroke="white"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </>
    ),
  },

  // Payment outcomes (drawn large, in a round badge)
  checkLarge: outcome(paths('M8 16.5l5.5 5.5L24 10.5')),
  crossLarge: outcome(paths('M10 10l12 12M22 10L10 22')),
  returnArrow: outcome(paths('M13 9l-6 6 6 6', 'M7 15h11.5a6.5 6.5 0 0 1 0 13H15')),
  clockLarge: outcome(
    <>
      <circle cx="16" cy="16" r="11" />
      <path d="M16 10v6.5l4 2.5" />
    </>,
  ),
  refresh: outcome(
    paths('M25 13a9.5 9.5 0 0 0-17.2-3.5M7 19a9.5 9.5 0 0 0 17.2 3.5', 'M8 4.5v5.5h5.5M24 27.5V22h-5.5'),
  ),
  question: outcome(
    <>
      <path d="M10.5 11.5a5.5 5.5 0 1 1 8 4.9c-1.5.8-2.5 1.9-2.5 3.6v.5" />
      <circle cx="16" cy="25.5" r="1" fill="currentColor" />
    </>,
  ),
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const root = style([
  atoms({ display: 'grid', alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'relative',
    width: `calc(4 * ${vars.size.control.lg})`,
    aspectRatio: '1',
    // The ring and the number share one cell, the number centred over the ring.
    gridTemplateAreas: '"gauge"',
  },
]);

export const ring = style({ gridArea: 'gauge', width: '100%', height: '100%', display: 'block' });

export const track = style({ fill: 'none', stroke: vars.color.brandAccent.soft });

const arcBase = style({
  fill: 'none',
  strokeLinecap: 'round',
  transition: `stroke-dashoffset ${vars.motion.duration.slow} ${vars.motion.easing.standard}, stroke ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const arc = styleVariants({
  running: [arcBase, { stroke: vars.color.brandAccent.rest }],
  paused: [arcBase, { stroke: vars.color.border.strong }],
  done: [arcBase, { stroke: vars.color.positive.rest }],
});

export const readout = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center' }),
  { gridArea: 'gauge' },
]);

export const number = style([
  atoms({ fontSize: '5xl', fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { fontVariantNumeric: 'tabular-nums' },
]);

export const unit = atoms({ fontSize: 'sm', fontWeight: 'medium', color: 'secondary' });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';
import { stack } from '../FormLayout/form.css';

export const root = style([stack, { width: '100%', maxWidth: '44rem' }]);

// One column on phones; related fields side by side from tablet width.
const columns = (count: number) =>
  style({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['4'],
    alignItems: 'start',
    '@media': { [media.tabletUp]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
  });

export const pair = columns(2);
export const triple = columns(3);

export const ticks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

export const submit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const submitHint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

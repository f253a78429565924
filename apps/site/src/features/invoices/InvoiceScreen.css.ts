import { style } from '@vanilla-extract/css';
import { atoms, vars } from '@sukoon/ui/theme';

export const page = style({
  width: '100%',
  maxWidth: '52rem',
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['16']}`,
  '@media': { print: { padding: 0 } },
});

export const message = atoms({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
export const loading = style([
  atoms({ display: 'flex', justifyContent: 'center' }),
  { paddingBlock: vars.space['10'] },
]);

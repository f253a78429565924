import { style } from '@vanilla-extract/css';
import { stack } from '../../primitives/FormLayout/form.css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

export const root = style([stack, { width: '100%', maxWidth: '44rem' }]);

// One column on phones; related fields side by side from tablet width.
const columns = (count: number) =>
  style([
    atoms({ display: 'grid', gap: '4' }),
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'start',
      '@media': { [media.tabletUp]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
    },
  ]);

export const pair = columns(2);
export const triple = columns(3);

export const ticks = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { paddingTop: vars.space['2'] },
]);

export const submit = atoms({ display: 'flex', flexDirection: 'column', gap: '2' });

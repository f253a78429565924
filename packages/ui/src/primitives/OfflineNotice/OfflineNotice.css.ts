import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';

export const notice = style([
  card(),
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center' }),
  {
    maxWidth: '32rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['5']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['10']} ${vars.space['8']}` } },
  },
]);

export const iconWrap = style([
  atoms({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.caution.soft,
    color: vars.color.caution.rest,
  },
]);

export const action = style({ marginTop: vars.space['2'] });

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';

export const banner = style({
  background: `linear-gradient(135deg, ${vars.color.brandAccent.soft}, ${vars.color.warmAccent.soft})`,
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  '@media': { [media.tabletUp]: { padding: `${vars.space['16']} ${vars.space['6']}` } },
});

export const subtitle = style({ marginTop: vars.space['3'], maxWidth: '40rem', marginInline: 'auto' });

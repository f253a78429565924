import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const paragraph = style({ maxWidth: '32rem', color: vars.color.text.secondary });

export const dark = style({ padding: vars.space['4'], backgroundColor: vars.color.text.primary });

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

// Heights from spec 01 section 9 (large 40, medium 32, small 20): the container reserves them so
// the layout does not jump when Google's iframe arrives.
export const container = recipe({
  base: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    width: '100%',
    minWidth: 0,
  },
  variants: {
    size: {
      large: { minHeight: vars.size.control.md },
      medium: { minHeight: vars.size.control.sm },
      small: { minHeight: vars.space['5'] },
    },
  },
  defaultVariants: { size: 'large' },
});

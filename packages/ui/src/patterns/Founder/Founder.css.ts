import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** The portrait's width on screen: the whole column on phones, a third of the content from tablets up. */
export const portraitSizes = '(min-width: 768px) 22rem, 100vw';

export const root = style([
  atoms({ display: 'grid', gap: { mobile: '6', tablet: '8' }, alignItems: 'center' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
  },
]);

export const portraitFrame = style({
  display: 'block',
  width: '100%',
  maxWidth: '22rem',
  justifySelf: 'center',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  backgroundColor: vars.color.brandAccent.soft,
});

export const portrait = style({ display: 'block', width: '100%', height: 'auto' });

export const text = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

export const name = style([atoms({ fontSize: 'xl', fontWeight: 'semibold', color: 'primary' }), { margin: 0 }]);

export const role = style([atoms({ fontSize: 'sm', color: 'secondary' }), { margin: 0 }]);

export const quote = style([
  atoms({ fontSize: 'lg', lineHeight: 'normal', color: 'primary' }),
  {
    margin: 0,
    paddingLeft: vars.space['4'],
    borderLeft: `${vars.space['1']} solid ${vars.color.warmAccent.rest}`,
    fontStyle: 'italic',
  },
]);

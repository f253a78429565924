import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { dialogTitle } from '../../theme/text.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

export const panel = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surface,
    color: vars.color.text.primary,
    outline: 'none',
    overflow: 'hidden',
  },
  variants: {
    kind: {
      // The provider's form needs the room: the whole screen on phones, almost all of it on wider screens.
      complete: {
        inset: 0,
        '@media': {
          [media.tabletUp]: {
            inset: vars.space['6'],
            margin: '0 auto',
            maxWidth: '60rem',
            borderRadius: vars.radius.lg,
            boxShadow: vars.shadow.lg,
          },
        },
      },
      // Short messages: a centred card (inset 0 + auto margins centres without blurring transforms).
      message: {
        inset: 0,
        margin: 'auto',
        width: `calc(100% - 2 * ${vars.space['4']})`,
        maxWidth: '28rem',
        height: 'fit-content',
        alignItems: 'center',
        gap: vars.space['4'],
        padding: `${vars.space['8']} ${vars.space['6']}`,
        textAlign: 'center',
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
      },
    },
  },
});

export const header = style([
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    alignItems: { tablet: 'center' },
    justifyContent: { tablet: 'space-between' },
    gap: { mobile: '1', tablet: '4' },
  }),
  {
    padding: `${vars.space['4']} ${vars.space['5']}`,
    borderBottom: `1px solid ${vars.color.border.default}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['4']} ${vars.space['6']}` } },
  },
]);

export const headings = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' }), { minWidth: 0 }]);

export const title = dialogTitle;

export const description = atoms({
  fontSize: { mobile: 'sm', tablet: 'md' },
  lineHeight: 'normal',
  color: 'secondary',
});

export const secure = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'medium' }),
  { flexShrink: 0, color: vars.color.positive.text },
]);

// The provider's form or iframe fills what is left; it scrolls itself if it is taller.
export const frame = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  backgroundColor: vars.color.surfaceMuted,
});

// An embedded provider iframe takes the whole frame.
globalStyle(`${frame} > iframe`, { display: 'block', width: '100%', height: '100%', border: 0 });

export const frameLoading = style([
  atoms({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  { position: 'absolute', inset: 0 },
]);

export const footer = style([
  // Phones: a full-width button (flex column stretches it); wider screens: right-aligned.
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    justifyContent: { tablet: 'flex-end' },
  }),
  {
    padding: `${vars.space['3']} ${vars.space['5']}`,
    borderTop: `1px solid ${vars.color.border.default}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['3']} ${vars.space['6']}` } },
  },
]);

export const errorIcon = style({ color: vars.color.critical.rest });

export const messageText = atoms({ display: 'flex', flexDirection: 'column', gap: '2' });

export const actions = style([
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row-reverse' },
    justifyContent: { tablet: 'center' },
    gap: '3',
  }),
  { width: '100%', marginTop: vars.space['2'], '@media': { [media.tabletUp]: { width: 'auto' } } },
]);

export const spinnerWrap = style({
  display: 'flex',
  margin: `calc(-1 * ${vars.space['6']}) 0 calc(-1 * ${vars.space['4']})`,
});

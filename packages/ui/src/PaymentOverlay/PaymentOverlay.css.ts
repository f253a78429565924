import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

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

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': {
    [media.tabletUp]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['4'],
      padding: `${vars.space['4']} ${vars.space['6']}`,
    },
  },
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size['2xl'] } },
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.md } },
});

export const secure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.positive.text,
});

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

export const frameLoading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const footer = style({
  // Phones: a full-width button (flex column stretches it); wider screens: right-aligned.
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': {
    [media.tabletUp]: {
      flexDirection: 'row',
      justifyContent: 'flex-end',
      padding: `${vars.space['3']} ${vars.space['6']}`,
    },
  },
});

export const errorIcon = style({ color: vars.color.critical.rest });

export const messageText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  marginTop: vars.space['2'],
  '@media': { [media.tabletUp]: { flexDirection: 'row-reverse', justifyContent: 'center', width: 'auto' } },
});

export const spinnerWrap = style({
  display: 'flex',
  margin: `calc(-1 * ${vars.space['6']}) 0 calc(-1 * ${vars.space['4']})`,
});

import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { toneMessage, tonePalette, toneSurface } from '../../tone/tone.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

/** How much higher toasts sit, clear of something the page keeps at the bottom corner (none by default). */
export const toastLift = createVar();
const lift = fallbackVar(toastLift, '0px');

/** Phones: a full-width bar at the bottom (above the home indicator). Wider: a card bottom-right. */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: `calc(${vars.space['3']} + ${lift} + env(safe-area-inset-bottom, 0px))`,
  '@media': {
    [media.tabletUp]: {
      left: 'auto',
      right: vars.space['6'],
      bottom: `calc(${vars.space['6']} + ${lift})`,
      width: '26rem',
      maxWidth: `calc(100vw - 2 * ${vars.space['6']})`,
    },
  },
});

const toastBase = style([
  toneMessage,
  {
    padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
    // currentColor: a toast's border takes the tone's text colour, stronger than a notice's, as it floats over any page.
    border: '1px solid',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontWeight: vars.font.weight.medium,
    animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  },
]);

/** The tone's surface, then the toast's own border (later in the sheet, so it wins over the surface's). */
export const toast = styleVariants(tonePalette, (_colours, tone) => [toneSurface[tone], toastBase]);

export const message = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const dismiss = style({ margin: `calc(-1 * ${vars.space['1']}) 0` });

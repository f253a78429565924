import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // Room for the chevron, so a long option never runs under it.
  paddingRight: `calc(${vars.space['3']} * 2 + 1.25rem)`,
  textOverflow: 'ellipsis',
  selectors: {
    // Only the placeholder reads as muted; a chosen value reads as primary text.
    '&:has(option[value=""]:checked)': { color: vars.color.text.muted },
  },
});

/** Options inherit nothing from a muted select: each one is ordinary text in the open list. */
export const option = style({ color: vars.color.text.primary });

export const chevron = style({
  position: 'absolute',
  right: vars.space['3'],
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});

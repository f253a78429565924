import type { ComplexStyleRule } from '@vanilla-extract/css';
import { atoms } from './atoms.css';
import { media } from './media';

/**
 * A list drawn as a grid of cards: one column on a phone, two from a tablet, `desktopColumns` from a desktop. Each
 * pattern wraps it in its own `style()`, so its class keeps the pattern's debug name.
 */
export function cardGrid(desktopColumns?: 3 | 4): ComplexStyleRule {
  const queries: Record<string, { gridTemplateColumns: string }> = {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  };
  if (desktopColumns) queries[media.desktopUp] = { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))` };
  return [
    atoms({ display: 'grid', gap: { mobile: '4', tablet: '6' } }),
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      '@media': queries,
    },
  ];
}

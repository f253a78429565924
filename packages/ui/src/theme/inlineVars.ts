import type { CSSProperties } from 'react';

/**
 * The inline style that sets vanilla-extract variables (from createVar) to values, as @vanilla-extract/dynamic's
 * assignInlineVars does, without its runtime: the pages that set one variable cannot afford it in their first load.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(values)) style[/^var\((.*)\)$/.exec(cssVar)?.[1] ?? cssVar] = value;
  return style;
}

import type { Responsive } from './atoms.css';
import { screens, type ClassesByScreen } from './layoutClasses.css';

/** The classes of a value for every screen, or one per screen size (see layoutClasses): what atoms() did at run time. */
export function responsiveClass<V extends string>(
  classes: ClassesByScreen<V>,
  value: Responsive<V> | undefined,
): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return classes.mobile[value];
  const names: string[] = [];
  for (const screen of screens) {
    const each = value[screen];
    if (each !== undefined) names.push(classes[screen][each]);
  }
  return names.join(' ');
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own bound for a lazy component: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React's `lazy` for a named export: `lazyNamed(loadDialogs, 'CancelBooking')`. The module's loader is the caller's,
 * so the same function can also fetch the code early (once a page is shown) and the two share one request.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The controls whose click does something only once React handles it (a link works without React). */
const CONTROL =
  'button, summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';

export interface HeldClicks {
  /** Stops holding; clicks the control last clicked while held, now that React handles it. */
  release(): void;
  /** Stops holding; returns the control last clicked while held, to click it (or its successor) later. */
  take(): HTMLElement | undefined;
}

/**
 * Holds clicks on the controls of server-rendered HTML inside `area` until React has hydrated it: React drops a
 * click on HTML it has not hydrated yet (it does not replay it), so a tap on a tab or a Start button in the first
 * moments of a prerendered page did nothing. The last such click is kept and made again on `release()`, on the same
 * element (hydration keeps the server's DOM). `onHeld` is told of each, to hurry the hydration it waits for.
 */
export function holdClicksUntilHydrated(area: Element, onHeld?: () => void): HeldClicks {
  let held: HTMLElement | undefined;
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || !area.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    onHeld?.();
  };
  area.addEventListener('click', hold, true);
  const take = () => {
    area.removeEventListener('click', hold, true);
    const control = held;
    held = undefined;
    return control;
  };
  return {
    take,
    release() {
      const control = take();
      if (control?.isConnected && !control.matches(':disabled')) control.click();
    },
  };
}

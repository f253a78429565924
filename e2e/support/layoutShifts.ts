import type { Page } from '@playwright/test';

/** One layout shift the page made: its score, where the page was scrolled, and what moved. */
export interface LayoutShift {
  value: number;
  scrollY: number;
  moved: string[];
}

/**
 * Records every layout shift of the pages opened next in `page` from their first paint (call before `goto`). The
 * elements that moved are kept with each shift, so a failing budget names them.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const describe = ({ node, previousRect, currentRect }: ShiftEntry['sources'][number]) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : 'a text node';
      return `${name} y ${Math.round(previousRect.y)} -> ${Math.round(currentRect.y)}, height ${Math.round(previousRect.height)} -> ${Math.round(currentRect.height)}`;
    };
    const shifts: Array<{ value: number; scrollY: number; moved: string[] }> = [];
    Object.assign(window, { recordedLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[])
        shifts.push({ value: entry.value, scrollY: Math.round(window.scrollY), moved: entry.sources.map(describe) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far in the page open in `page` (see recordLayoutShifts), and their sum. */
export async function recordedLayoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { recordedLayoutShifts: LayoutShift[] }).recordedLayoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

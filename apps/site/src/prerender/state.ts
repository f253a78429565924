import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a prerendered page carries for the browser (build/prerender.ts writes it, main.tsx reads it): the moment
 * its HTML was rendered, so the hydrating render draws the same dates, and the query cache it was rendered with.
 */
export interface PrerenderState {
  renderedAt: string;
  queries: DehydratedState;
}

/** The id of the page's JSON script element that holds the PrerenderState. */
export const PRERENDER_STATE_ID = 'prerender-state';

/** The state as the page's JSON script holds it: `<` escaped, so no text can close the element. */
export const scriptJson = (state: PrerenderState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state of a prerendered page, or undefined on the empty shell (index.html). */
export function readPrerenderState(doc: Document = document): PrerenderState | undefined {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderState) : undefined;
}

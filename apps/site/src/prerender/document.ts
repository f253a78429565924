import { PRERENDER_STATE_ID, scriptJson, type PrerenderState } from './state';

const ROOT_OPEN = '<div id="root">';
const STATE_OPEN = `</div><script type="application/json" id="${PRERENDER_STATE_ID}">`;
const SCRIPT_CLOSE = '</script>';

/**
 * The built document `template` (a page the build wrote: head, critical CSS, links) with `page` in #root and its state
 * after it, in place of the template's own; throws when the template has no such place.
 */
export function fillDocument(template: string, page: { html: string; state: PrerenderState }): string {
  const rootAt = template.indexOf(ROOT_OPEN);
  const stateAt = rootAt < 0 ? -1 : template.indexOf(STATE_OPEN, rootAt);
  const endAt = stateAt < 0 ? -1 : template.indexOf(SCRIPT_CLOSE, stateAt + STATE_OPEN.length);
  if (endAt < 0) throw new Error('the template has no #root followed by its prerender state');
  return (
    template.slice(0, rootAt + ROOT_OPEN.length) +
    page.html +
    STATE_OPEN +
    scriptJson(page.state) +
    template.slice(endAt)
  );
}

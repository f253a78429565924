import { describe, expect, it } from 'vitest';
import { fillDocument } from './document';
import { readPrerenderState, type PrerenderState } from './state';

const state = (renderedAt: string): PrerenderState => ({ renderedAt, queries: { mutations: [], queries: [] } });
const template =
  '<!doctype html><html><head><title>T</title></head><body><div id="root"><p>sample</p></div>' +
  `<script type="application/json" id="prerender-state">${JSON.stringify(state('2026-01-01T00:00:00.000Z'))}</script>` +
  '<link rel="stylesheet" href="/assets/style.css"></body></html>';

describe('a server-rendered page in its built template', () => {
  it('replaces the markup of #root and the state after it, and keeps the rest', () => {
    const html = fillDocument(template, { html: '<p>live</p>', state: state('2026-06-01T09:00:00.000Z') });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById('root')!.innerHTML).toBe('<p>live</p>');
    expect(readPrerenderState(doc)?.renderedAt).toBe('2026-06-01T09:00:00.000Z');
    expect(html).not.toContain('sample');
    expect(html.startsWith('<!doctype html><html><head><title>T</title></head>')).toBe(true);
    expect(html.endsWith('<link rel="stylesheet" href="/assets/style.css"></body></html>')).toBe(true);
  });

  it('keeps a quote that holds markup inside the state script', () => {
    const quoted = state('2026-06-01T09:00:00.000Z');
    quoted.queries.queries.push({
      queryKey: ['testimonials'],
      queryHash: '["testimonials"]',
      state: { data: [{ comment: '</script><script>alert(1)</script>' }] },
    } as unknown as (typeof quoted.queries.queries)[number]);
    const html = fillDocument(template, { html: '', state: quoted });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.stringify(readPrerenderState(doc))).toContain('</script><script>alert(1)</script>');
  });

  it('refuses a template without the place to fill', () => {
    expect(() => fillDocument('<div id="root"></div>', { html: '', state: state('x') })).toThrow(/prerender state/);
  });
});

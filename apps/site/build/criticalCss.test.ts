import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalCss, fontFaceRules } from './criticalCss';

const STYLESHEET = [
  '@font-face{font-family:Inter;font-display:swap;font-weight:400;src:url(/assets/inter-400.woff2)format("woff2")}',
  '@font-face{size-adjust:107%;src:local(Arial);font-weight:400;font-family:"Inter Fallback: Arial"}',
  ':root{--font:Inter,"Inter Fallback: Arial"}',
  'body{font-family:var(--font)}',
  '.title{font-size:2rem}',
  '.dialog{position:fixed}',
  ':where(.icon){width:1rem}',
  '@media (min-width:768px){.title{font-size:3rem}.dialog{inset:0}}',
].join('');

const page = (body: string) =>
  '<!doctype html><html><head><title>t</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
  `</head><body><div id="root">${body}</div></body></html>`;

describe('criticalCss', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'critical-css-'));
    await mkdir(path.join(outDir, 'assets'));
    await writeFile(path.join(outDir, 'assets/style-1.css'), STYLESHEET);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('inlines the rules that match the page, with their media queries, and every font face', async () => {
    const html = await criticalCss(outDir, '/')(page('<h1 class="title">Hello</h1>'));
    const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
    expect(inline).toContain('.title{font-size:2rem}');
    expect(inline).toMatch(/@media \(min-width:\s?768px\)\{\.title\{font-size:3rem\}\}/);
    expect(inline).toContain('body{font-family:var(--font)}');
    expect(inline).toContain(':root{--font:');
    // A rule Beasties cannot match against the page (its selector is all pseudo-class) is kept.
    expect(inline).toContain(':where(.icon){width:1rem}');
    // A rule for an element the page does not have (a dialog opened later) waits for the stylesheet.
    expect(inline).not.toContain('.dialog');
    expect(fontFaceRules(inline)).toEqual(fontFaceRules(STYLESHEET));
    expect(fontFaceRules(STYLESHEET)).toHaveLength(2);
  });

  it('moves the stylesheet to the end of the body, where it holds up no paint, and adds no script', async () => {
    const html = await criticalCss(outDir, '/')(page('<h1 class="title">Hello</h1>'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-1.css"><\/body>/);
    expect(html).not.toMatch(/onload|<script/);
  });
});

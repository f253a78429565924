import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

// Every page the build prerenders (apps/site/build/prerender.ts writes dist/pages/<route>.html) and the empty shell
// (dist/index.html, served for every other route) is valid HTML as the standard defines it, checked on the files
// the server sends as they are.

const siteDist = path.resolve(import.meta.dirname, '..', 'apps', 'site', 'dist');
const pagesDir = path.join(siteDist, 'pages');
const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => file.endsWith('.html')) : [];

// The standard's conformance rules only: the recommended preset's typography and markup-style opinions
// (non-breaking spaces in phone numbers, upper-case DOCTYPE, letter-first ids) say nothing about validity.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** The file's violations, one line each, so a failure names every one with its place and rule. */
async function violationsOf(file: string): Promise<string[]> {
  const report = await validator.validateString(readFileSync(file, 'utf8'), file);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}

test('the build prerendered the public pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'register.html', 'privacy-policy.html']));
});

test('the shell served for the other routes is valid HTML', async () => {
  expect(await violationsOf(path.join(siteDist, 'index.html'))).toEqual([]);
});

for (const page of pages) {
  test(`pages/${page} is valid HTML`, async () => {
    expect(await violationsOf(path.join(pagesDir, page))).toEqual([]);
  });
}

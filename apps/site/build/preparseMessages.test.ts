import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IntlMessageFormat as LiteMessageFormat,
  type LiteElement,
} from '../../../packages/contracts/src/messageFormatLite';
import { formatMessage, MESSAGE_LOCALE } from '../../../packages/contracts/src/message';
import { findMessages, loadParser, preparseMessages } from './preparseMessages';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Every source file (tests aside) that the site's build may bundle. */
function sources(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Values that reach every option of a message: each count for its plurals, each key for its selects. */
function sampleValues(elements: LiteElement[]): Record<string, string | number>[] {
  const names = new Map<string, (string | number)[]>();
  const visit = (list: LiteElement[]) => {
    for (const el of list) {
      if (el.type === 0 || el.type === 7) continue;
      const seen = names.get(el.value) ?? [];
      if (el.type === 6) seen.push(0, 1, 2, 5, 24, 1440);
      else if (el.type === 5) seen.push(...Object.keys(el.options), 'unlisted');
      else seen.push('Asha');
      names.set(el.value, seen);
      if (el.type === 5 || el.type === 6) for (const option of Object.values(el.options)) visit(option.value);
    }
  };
  visit(elements);
  const base = Object.fromEntries([...names].map(([name, samples]) => [name, samples[0]!]));
  return [base, ...[...names].flatMap(([name, samples]) => samples.map((sample) => ({ ...base, [name]: sample })))];
}

let parse: Awaited<ReturnType<typeof loadParser>>;
beforeAll(async () => {
  parse = await loadParser();
});

describe('the browser formatter of parsed messages', () => {
  const messages = ['packages/contracts/src', 'packages/ui/src', 'apps/site/src'].flatMap((dir) =>
    sources(dir).flatMap((file) => findMessages(readFileSync(path.join(repo, file), 'utf8'), file)),
  );

  it('finds the messages of the copy', () => {
    expect(messages.length).toBeGreaterThan(20);
  });

  it('formats every message of the copy exactly as intl-messageformat does', () => {
    for (const { source } of messages) {
      const parsed = parse(source) as LiteElement[];
      for (const values of sampleValues(parsed)) {
        // intl-messageformat as contracts pins it, through the helper the server formats with.
        const expected = formatMessage(source as string, values as never);
        expect([source, new LiteMessageFormat(parsed, MESSAGE_LOCALE).format(values)]).toEqual([source, expected]);
      }
    }
  });

  it('reads a parsed message without the fields at their defaults, as the build emits it', () => {
    const parsed = JSON.parse(
      JSON.stringify(parse('{n, plural, one {# day} other {# days}}')).replace(
        /,"offset":0,"pluralType":"cardinal"/g,
        '',
      ),
    ) as LiteElement[];
    expect(new LiteMessageFormat(parsed, MESSAGE_LOCALE).format({ n: 1 })).toBe('1 day');
    expect(new LiteMessageFormat(parsed, MESSAGE_LOCALE).format({ n: 1440 })).toBe('1,440 days');
  });
});

describe('preparseMessages', () => {
  const transform = async (code: string) => {
    const plugin = preparseMessages();
    await (plugin.buildStart as () => Promise<void>)();
    return (plugin.transform as (code: string, id: string) => { code: string } | null)(code, '/src/copy.ts');
  };

  it('replaces each message literal with its parsed form, declared once on the first line', async () => {
    const code = "// copy\nexport const a = (n) => formatMessage('{n, plural, one {# day} other {# days}}', { n });\n";
    const out = (await transform(
      `${code}export const b = (n) => formatMessage("{n, plural, one {# day} other {# days}}", { n });\n`,
    ))!;
    expect(out.code.split('\n')).toHaveLength(4);
    expect(out.code).not.toContain('{# day}');
    expect(out.code).toContain('formatMessage(__message0, { n })');
    expect(out.code.match(/const __message\d/g)).toEqual(['const __message0']);
  });

  it('fails the build on a message that is not a literal, or that the browser cannot format', async () => {
    await expect(transform('formatMessage(text, {});')).rejects.toThrow(/not a literal/);
    await expect(transform("formatMessage('{when, date, short}', { when });")).rejects.toThrow(/cannot format/);
    await expect(
      transform("formatMessage('{n, plural, offset:1 one {# more} other {# more}}', { n });"),
    ).rejects.toThrow(/cannot format/);
    await expect(
      transform("formatMessage('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n });"),
    ).rejects.toThrow(/cannot format/);
  });
});

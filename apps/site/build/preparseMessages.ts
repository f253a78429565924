import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isLiteMessage } from '../../../packages/contracts/src/messageFormatLite';

/** intl-messageformat's own ICU parser, as packages/contracts resolves it, and the browser's formatter. */
const contractsRequire = createRequire(new URL('../../../packages/contracts/package.json', import.meta.url));
const parserPath = createRequire(contractsRequire.resolve('intl-messageformat')).resolve(
  '@formatjs/icu-messageformat-parser',
);
const liteFormatterPath = fileURLToPath(
  new URL('../../../packages/contracts/src/messageFormatLite.ts', import.meta.url),
);

type Parse = (message: string) => { type: number }[];

/** The parser, loaded once. */
export async function loadParser(): Promise<Parse> {
  return ((await import(pathToFileURL(parserPath).href)) as { parse: Parse }).parse;
}

/** A call of the helper in packages/contracts/src/message.ts, up to its first argument (not its declaration). */
const call = /(?<!function\s*)\bformatMessage\(\s*/g;

/** The string literal at `start` of `code` (quotes '…', "…" or `…` without substitutions), or null. */
function readLiteral(code: string, start: number): { value: string; end: number } | null {
  const quote = code[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let value = '';
  for (let i = start + 1; i < code.length; i += 1) {
    const char = code[i];
    if (char === quote) return { value, end: i + 1 };
    if (quote === '`' && char === '$' && code[i + 1] === '{') return null;
    if (char === '\\') {
      const next = code[i + 1] ?? '';
      const escaped: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };
      if (next === 'u') {
        const braced = code[i + 2] === '{';
        const hex = braced ? code.slice(i + 3, code.indexOf('}', i)) : code.slice(i + 2, i + 6);
        value += String.fromCodePoint(parseInt(hex, 16));
        i += braced ? hex.length + 3 : 5;
      } else {
        value += escaped[next] ?? next;
        i += 1;
      }
      continue;
    }
    value += char;
  }
  return null;
}

/** Every message literal given to formatMessage in `code`; throws at a call whose message is not a literal. */
export function findMessages(code: string, id: string): { start: number; end: number; source: string }[] {
  return [...code.matchAll(call)].map((match) => {
    const start = match.index + match[0].length;
    const literal = readLiteral(code, start);
    if (!literal) {
      const line = code.slice(0, start).split('\n').length;
      throw new Error(`preparseMessages: ${id}:${line} gives formatMessage a message that is not a literal`);
    }
    return { start, end: literal.end, source: literal.value };
  });
}

/**
 * Parses every ICU message given to `formatMessage` at build time (decision 0030) and gives the browser the small
 * formatter of parsed messages in place of intl-messageformat. A call whose message is not a literal, or holds what
 * that formatter does not format, fails the build.
 */
export function preparseMessages(): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'sukoon:preparse-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^intl-messageformat$/, replacement: liteFormatterPath }] },
    }),
    async buildStart() {
      parse ??= await loadParser();
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('formatMessage(')) return null;
      if (!parse) throw new Error('preparseMessages: the ICU parser is not loaded');
      const hoisted = new Map<string, string>();
      let out = '';
      let from = 0;
      for (const { start, end, source } of findMessages(code, id)) {
        let name = hoisted.get(source);
        if (!name) {
          name = `__message${hoisted.size}`;
          hoisted.set(source, name);
        }
        out += code.slice(from, start) + name;
        from = end;
      }
      if (hoisted.size === 0) return null;
      out += code.slice(from);
      // On the first line, so the lines of the source map stay where they were.
      const declarations = [...hoisted].map(([source, name]) => {
        const parsed = parse!(source);
        if (!isLiteMessage(parsed)) throw new Error(`preparseMessages: ${id}: the browser cannot format "${source}"`);
        // Fields at their defaults are left out: the browser's formatter assumes them.
        const json = JSON.stringify(parsed, (key, value: unknown) =>
          (key === 'offset' && value === 0) || (key === 'pluralType' && value === 'cardinal') ? undefined : value,
        );
        return `const ${name} = ${json};`;
      });
      return { code: declarations.join(' ') + out, map: null };
    },
  };
}

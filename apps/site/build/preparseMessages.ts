import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** intl-messageformat as packages/contracts resolves it, and its own ICU parser beside it. */
const contractsRequire = createRequire(new URL('../../../packages/contracts/package.json', import.meta.url));
const formatterRequire = createRequire(contractsRequire.resolve('intl-messageformat'));
const parserPath = formatterRequire.resolve('@formatjs/icu-messageformat-parser');
const noParserPath = formatterRequire.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

type Parse = (message: string) => unknown;

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

/**
 * Parses every ICU message given to `formatMessage` at build time and ships intl-messageformat without its parser
 * (decision 0030), so the browser only formats. A call whose message is not a literal fails the build, since the
 * browser could not parse it.
 */
export function preparseMessages(): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'sukoon:preparse-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParserPath }] },
    }),
    async buildStart() {
      parse ??= ((await import(pathToFileURL(parserPath).href)) as { parse: Parse }).parse;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('formatMessage(')) return null;
      if (!parse) throw new Error('preparseMessages: the ICU parser is not loaded');
      const hoisted = new Map<string, string>();
      let out = '';
      let from = 0;
      for (const match of code.matchAll(call)) {
        const start = match.index + match[0].length;
        const literal = readLiteral(code, start);
        if (!literal) {
          const line = code.slice(0, start).split('\n').length;
          throw new Error(`preparseMessages: ${id}:${line} gives formatMessage a message that is not a literal`);
        }
        let name = hoisted.get(literal.value);
        if (!name) {
          name = `__message${hoisted.size}`;
          hoisted.set(literal.value, name);
        }
        out += code.slice(from, start) + name;
        from = literal.end;
      }
      if (hoisted.size === 0) return null;
      out += code.slice(from);
      // On the first line, so the lines of the source map stay where they were.
      const declarations = [...hoisted].map(([source, name]) => `const ${name} = ${JSON.stringify(parse!(source))};`);
      return { code: declarations.join(' ') + out, map: null };
    },
  };
}

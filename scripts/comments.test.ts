// Comments say why the code is as it is: the date of an event or the number of an issue belongs to the commit
// message or a decision record, so this test reads every comment of the repository's tracked source (apps/,
// packages/, e2e/, scripts/ and the tools' configuration) and lists the lines that hold one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Comment syntax of the other tracked text files, by extension. */
const LINE_COMMENTS: Record<string, RegExp> = {
  sql: /--(.*)$/,
  py: /#(.*)$/,
};
const BLOCK_COMMENTS: Record<string, [string, string]> = {
  css: ['/*', '*/'],
  html: ['<!--', '-->'],
};

/** What a comment must not hold: an event's date, an issue's number. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'date', pattern: /\b20\d\d-\d\d-\d\d\b/ },
  { name: 'issue number', pattern: /\bissues?\s+#?\d+\b|(?<![\w&#])#\d{1,4}\b(?![\w-])/i },
];

/** Comment lines that hold such a value as an example, not as history: file and the text of the match. */
export const EXAMPLES: { file: string; match: string }[] = [
  // A date that does not exist, as what the calendar-date schema rejects.
  { file: 'packages/contracts/src/schemas/common.ts', match: '2026-02-30' },
  // How the site writes an article's date.
  { file: 'packages/ui/src/patterns/ArticleCard/ArticleCard.tsx', match: '2024-03-18' },
];

interface CommentLine {
  file: string;
  line: number;
  text: string;
}

/** Tokens after which a slash divides; after any other token it opens a regular expression. */
const OPERANDS = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
  ts.SyntaxKind.ExclamationToken,
  // A JSX closing tag or a self-closing one.
  ts.SyntaxKind.LessThanToken,
]);
const scanner = ts.createScanner(ts.ScriptTarget.Latest, false);

/**
 * The comments of a script file, read by TypeScript's scanner (a full parse of every file costs ten times more):
 * strings, template literals and regular expressions are skipped, text between JSX tags is read as code.
 */
function scriptComments(file: string, text: string): CommentLine[] {
  scanner.setText(text);
  scanner.setLanguageVariant(/\.(tsx|jsx)$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard);
  const comments: CommentLine[] = [];
  // Open braces and template substitutions, innermost last: a `}` closing a substitution continues its template.
  const open: ('brace' | 'template')[] = [];
  let previous = ts.SyntaxKind.Unknown;
  let line = 1;
  let counted = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const start = scanner.getTokenStart();
      for (; counted < start; counted++) if (text[counted] === '\n') line++;
      scanner
        .getTokenText()
        .split('\n')
        .forEach((lineText, index) => comments.push({ file, line: line + index, text: lineText }));
      continue;
    }
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !OPERANDS.has(previous)) {
      kind = scanner.reScanSlashToken();
    } else if (kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.OpenBraceToken) {
      open.push(kind === ts.SyntaxKind.TemplateHead ? 'template' : 'brace');
    } else if (kind === ts.SyntaxKind.CloseBraceToken && open.pop() === 'template') {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) open.push('template');
    }
    previous = kind;
  }
  return comments;
}

/** The comments of a file in another syntax, line by line. */
function otherComments(file: string, text: string): CommentLine[] {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const lines = text.split('\n');
  const lineComment = LINE_COMMENTS[extension];
  if (lineComment) {
    return lines.flatMap((lineText, index) => {
      const found = lineComment.exec(lineText);
      return found ? [{ file, line: index + 1, text: found[1]! }] : [];
    });
  }
  const block = BLOCK_COMMENTS[extension];
  if (!block) return [];
  const [open, close] = block;
  let inside = false;
  return lines.flatMap((lineText, index) => {
    let comment = '';
    let rest = lineText;
    while (rest) {
      if (inside) {
        const end = rest.indexOf(close);
        comment += end < 0 ? rest : rest.slice(0, end);
        if (end < 0) break;
        inside = false;
        rest = rest.slice(end + close.length);
      } else {
        const start = rest.indexOf(open);
        if (start < 0) break;
        inside = true;
        rest = rest.slice(start + open.length);
      }
    }
    return comment ? [{ file, line: index + 1, text: comment }] : [];
  });
}

/** Every comment line of a file's text. */
export function commentLines(file: string, text: string): CommentLine[] {
  return SCRIPT.test(file) ? scriptComments(file, text) : otherComments(file, text);
}

/** The comment lines of these files that hold a forbidden value, as "file:line: what: text". */
export function breaches(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    commentLines(file, text).flatMap((comment) =>
      FORBIDDEN.flatMap(({ name, pattern }) => {
        const found = pattern.exec(comment.text);
        if (!found) return [];
        if (EXAMPLES.some((example) => example.file === file && example.match === found[0])) return [];
        return [`${comment.file}:${comment.line}: ${name}: ${comment.text.trim()}`];
      }),
    ),
  );
}

function trackedFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => SCRIPT.test(file) || /\.(sql|py|css|html)$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

describe('comments of the tracked source', { timeout: 60_000 }, () => {
  it('hold no date of an event and no issue number', () => {
    expect(breaches(trackedFiles())).toEqual([]);
  });

  it('are read wherever the syntax puts them, and strings are not comments', () => {
    const code = [
      "const url = 'https://example.com/#12'; // fixed in issue 12",
      '/**',
      ' * Seen on 2026-11-28.',
      ' */',
      'const pattern = /a\\/\\/b/; const element = <p>{/* see #40 */}</p>;',
      "const note = '2026-11-28 in a string';",
      'const x = 1; /* Issue 9 */',
      'const half = width / 2; // see issue 3',
      "const path = `/a/${list.map((item) => `//${item}`).join('/')}/b`; // see #5",
      'const closed = <a href="/">home</a>; // on 2026-01-02',
    ].join('\n');
    expect(breaches([{ file: 'apps/site/src/probe.tsx', text: code }])).toEqual([
      'apps/site/src/probe.tsx:1: issue number: // fixed in issue 12',
      'apps/site/src/probe.tsx:3: date: * Seen on 2026-11-28.',
      'apps/site/src/probe.tsx:5: issue number: /* see #40 */',
      'apps/site/src/probe.tsx:7: issue number: /* Issue 9 */',
      'apps/site/src/probe.tsx:8: issue number: // see issue 3',
      'apps/site/src/probe.tsx:9: issue number: // see #5',
      'apps/site/src/probe.tsx:10: date: // on 2026-01-02',
    ]);
    expect(
      breaches([
        { file: 'apps/api/drizzle/probe.sql', text: "SELECT '2026-01-01'; -- since 2026-11-28\n" },
        { file: 'packages/ui/src/probe.css', text: 'a { color: #000; } /* issue 7 */\n' },
      ]),
    ).toEqual([
      'apps/api/drizzle/probe.sql:1: date: since 2026-11-28',
      'packages/ui/src/probe.css:1: issue number: issue 7',
    ]);
  });

  it('let a listed example value through', () => {
    const text = '/** Calendar date that exists (rejects 2026-02-30). */\nexport const x = 1;\n';
    expect(breaches([{ file: 'packages/contracts/src/schemas/common.ts', text }])).toEqual([]);
    expect(breaches([{ file: 'packages/contracts/src/schemas/other.ts', text }])).toHaveLength(1);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The import graph of apps/api/src, read with TypeScript's own pre-processor (every `import`, `import type`,
// `export … from` and `import()`), so a cycle fails here whatever the lint configuration says.
const SRC = path.dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A relative specifier to the file it names (`./x` -> x.ts or x/index.ts); undefined for packages. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every file of a folder with the files of that folder it imports. */
export function importGraph(dir: string): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(dir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolve(file, ref.fileName))
      .filter((target): target is string => target !== undefined && target.startsWith(dir));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph, each as the list of files around it (Tarjan's strongly connected components). */
export function cyclesOf(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = graph.get(node)?.includes(node) ?? false;
      if (component.length > 1 || selfImport) cycles.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const relative = (files: string[]) => files.map((file) => path.relative(SRC, file)).sort();
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(path.relative(SRC, file))?.[1];

describe('the import graph of apps/api/src', () => {
  const graph = importGraph(SRC);
  // A feature's tests drive the whole app, so they may read later features' tables and fixtures; its code may not.
  const sourceGraph: Graph = new Map([...graph].filter(([file]) => !file.endsWith('.test.ts')));

  it('has no cycle between files', () => {
    expect(cyclesOf(graph).map(relative)).toEqual([]);
  });

  it('has no cycle between features (folders of src/features)', () => {
    const features: Graph = new Map();
    for (const [file, targets] of sourceGraph) {
      const from = featureOf(file);
      if (!from) continue;
      const edges = new Set(features.get(from) ?? []);
      for (const target of targets) {
        const to = featureOf(target);
        if (to && to !== from) edges.add(to);
      }
      features.set(from, [...edges]);
    }
    expect(cyclesOf(features).map((names) => names.sort())).toEqual([]);
  });

  it('lets features depend one way: feedback -> payments -> memberships -> bookings -> counsellors -> coupons -> catalogue -> accounts', () => {
    const order = [
      'accounts',
      'catalogue',
      'coupons',
      // Bookings are taken by counsellors: the model and their hours come before bookings, which add capacity.
      'counsellors',
      'bookings',
      'memberships',
      'payments',
      // A payment's invoice is issued in the payment's transaction (the registry passes issueInvoice to payments).
      'invoices',
      'feedback',
      'content',
      'inquiries',
      // Staff moderation reads the testimonials of feedback and the messages of inquiries: after both.
      'staff',
      // A person's own data (export, deletion) reads every feature's tables.
      'privacy',
    ];
    const wrong: string[] = [];
    for (const [file, targets] of sourceGraph) {
      const from = featureOf(file);
      if (!from || !order.includes(from)) continue;
      for (const target of targets) {
        const to = featureOf(target);
        if (to && to !== from && order.indexOf(to) > order.indexOf(from)) {
          wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the foundation (http, mail, db, config) free of features, except the registries of features and tables', () => {
    const registries = ['features/index.ts', 'db/schema.ts'];
    const wrong = [...graph]
      .filter(([file]) => !featureOf(file) && !file.endsWith('.test.ts') && !file.includes('/testing/'))
      .filter(([file]) => !registries.includes(path.relative(SRC, file)))
      .flatMap(([file, targets]) =>
        targets.filter((t) => featureOf(t)).map((t) => `${path.relative(SRC, file)} -> ${path.relative(SRC, t)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    expect(
      cyclesOf(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
    expect(
      cyclesOf(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([[a, b, c]]);
    expect(cyclesOf(new Map([[a, [a]]]))).toEqual([[a]]);
  });
});

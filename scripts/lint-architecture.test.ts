// @vitest-environment node
// The architecture rules of eslint.config.js, proved on small fixtures: each broken rule must fail
// lint, and the allowed imports must pass. Files that break a rule are linted as text at a path
// inside the tree (so the zones apply) or live in scripts/lint-fixtures/, which `eslint .` ignores.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });

const ARCHITECTURE_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
];

/** The architecture rules a piece of code at `file` breaks. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .map((message) => message.ruleId ?? message.message)
    .filter((id) => ARCHITECTURE_RULES.includes(id));
}

describe('the architecture lint rules', { timeout: 60_000 }, () => {
  // One file at one path: the rules it must break (none where the import is allowed).
  const cases = [
    {
      name: "refuse a feature importing another feature's internal file",
      file: 'apps/site/src/features/booking/fixture.ts',
      code: "export { useAccountFlows } from '../auth/useAccountFlows';\n",
      rules: ['import-x/no-restricted-paths'],
    },
    {
      name: "let a feature import another feature's index",
      file: 'apps/site/src/features/booking/fixture.ts',
      code: "export { useAccountFlows } from '../auth';\n",
      rules: [],
    },
    {
      name: 'refuse the shared layer importing a feature',
      file: 'apps/site/src/lib/fixture.ts',
      code: "export { useAuth } from '../features/auth';\n",
      rules: ['import-x/no-restricted-paths'],
    },
    {
      name: 'refuse a design-system primitive importing a pattern',
      file: 'packages/ui/src/primitives/Button/fixture.ts',
      code: "export { SiteHeader } from '../../patterns/SiteHeader';\n",
      rules: ['import-x/no-restricted-paths'],
    },
    {
      name: 'let the call function and the query hook use what they wrap',
      file: 'apps/site/src/lib/callApi.ts',
      code: "import ky from 'ky';\nexport const callApi = () => ky;\nexport { request } from './apiClient';\n",
      rules: [],
    },
  ];
  for (const { name, file, code, rules } of cases) {
    it(name, async () => {
      expect(await broken(file, code)).toEqual(rules);
    });
  }

  it('refuse a feature importing the app or a page', async () => {
    const file = 'apps/site/src/features/services/fixture.ts';
    expect(await broken(file, "export { routes } from '../../app/routes';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(file, "export { default } from '../../pages/ServicesPage';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("refuse a page reaching into a feature, and let it use the feature's index and the shared layer", async () => {
    const file = 'apps/site/src/pages/FixturePage.tsx';
    expect(await broken(file, "export { ServicesScreen } from '../features/services/ServicesScreen';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await broken(
        file,
        "export { ServicesScreen } from '../features/services';\nexport { paths } from '../lib/paths';\n",
      ),
    ).toEqual([]);
  });

  it('refuse ui importing the site, by relative path or by package name', async () => {
    const file = 'packages/ui/src/primitives/Button/fixture.ts';
    expect(await broken(file, "export { paths } from '../../../../../apps/site/src/lib/paths';\n")).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-imports']),
    );
    expect(await broken(file, "export { paths } from '@sukoon/site/src/lib/paths';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it("refuse a primitive importing the app's copy, and let a pattern and a primitive's story use it", async () => {
    const copy = "export { shellCopy } from '@sukoon/contracts/copy/shell';\n";
    expect(await broken('packages/ui/src/primitives/Dialog/fixture.ts', copy)).toEqual(['no-restricted-imports']);
    expect(
      await broken(
        'packages/ui/src/primitives/Dialog/fixture.ts',
        "export { accountsCopy } from '../../../../contracts/src/copy/accounts';\n",
      ),
    ).toEqual(['no-restricted-imports']);
    // The primitives' other rules still hold there.
    expect(await broken('packages/ui/src/primitives/Dialog/fixture.ts', "export { default } from 'ky';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken('packages/ui/src/patterns/SignInDialog/fixture.ts', copy)).toEqual([]);
    expect(await broken('packages/ui/src/primitives/Dialog/fixture.stories.tsx', copy)).toEqual([]);
  });

  it('refuse a second call function or query hook in the site', async () => {
    expect(
      await broken(
        'apps/site/src/lib/callApiLater.ts',
        'export async function callApiLater(path: string) {\n  return path;\n}\n',
      ),
    ).toEqual(['no-restricted-syntax']);
    expect(await broken('apps/site/src/lib/queryLater.ts', 'export const useLaterQuery = () => undefined;\n')).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it("refuse a mutation outside a feature's api/ files, and let an api file hold it", async () => {
    const mutation = "export { useMutation, useMutationState } from '@tanstack/react-query';\n";
    expect(await broken('apps/site/src/features/staff/FixtureScreen.tsx', mutation)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(await broken('apps/site/src/pages/FixturePage.tsx', mutation)).toContain('no-restricted-imports');
    expect(await broken('apps/site/src/features/staff/api/fixture.ts', mutation)).toEqual([]);
  });

  it('refuse site code reaching past the call function and the query hook to what they wrap', async () => {
    const file = 'apps/site/src/features/contact/api/fixture.ts';
    expect(await broken(file, "export { default as ky } from 'ky';\n")).toEqual(['no-restricted-imports']);
    expect(await broken(file, "export { request } from '../../../lib/apiClient';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await broken(file, "export { useInfiniteQuery } from '@tanstack/react-query';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await broken(
        file,
        "export { callApi } from '../../../lib/callApi';\nexport { useApiQuery } from '../../../lib/useApiQuery';\n" +
          "export { useMutation, useQueryClient } from '@tanstack/react-query';\n",
      ),
    ).toEqual([]);
  });

  it('refuse a feature calling the API or declaring a mutation outside its api/ folder', async () => {
    const callApiImport = "export { callApi } from '../../lib/callApi';\n";
    const useMutationImport = "export { useMutation } from '@tanstack/react-query';\n";
    const allowed =
      "export { useQueryClient } from '@tanstack/react-query';\nexport type { CallApiOptions } from '../../lib/callApi';\n";
    for (const dir of ['auth', 'booking', 'staff']) {
      const file = `apps/site/src/features/${dir}/Fixture.tsx`;
      const [call, mutation, other] = await Promise.all(
        [callApiImport, useMutationImport, allowed].map((code) => broken(file, code)),
      );
      expect({ call, mutation, other }).toEqual({
        call: ['no-restricted-imports'],
        mutation: ['no-restricted-imports'],
        other: [],
      });
    }
    const inApiFolder = await broken(
      'apps/site/src/features/auth/api/fixture.ts',
      callApiImport.replace('../../', '../../../') + useMutationImport,
    );
    expect(inApiFolder).toEqual([]);
  });

  it('refuse an import cycle anywhere in the repository', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-fixtures/cycle/a.ts']);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's folder layers (webFolderLayers in eslint.config.js) as the lint applies them to a
// file: an import down the layers passes, an import up or across a layer fails the build.
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function layerProblems(fileInWeb: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import * as imported from '${importPath}';\nexport const probe = imported;\n`,
    { filePath: path.join(repositoryRoot, 'apps/web/src', fileInWeb) },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the web app folder layers', () => {
  it('let a folder import a folder below it', async () => {
    expect(await layerProblems('results/probe.ts', '../analysis/analysis-run.ts')).toEqual([]);
    expect(await layerProblems('purchase/probe.ts', '../account/account-context.tsx')).toEqual([]);
  });

  it('fail an import of a folder above (a back-edge)', async () => {
    const problems = await layerProblems('purchase/probe.ts', '../results/result-dialog.tsx');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('results/ sits above purchase/');
  });

  it('fail an import between two folders of one layer, the start of a cycle', async () => {
    const problems = await layerProblems('adaptation/probe.ts', '../purchase/purchase-flow.tsx');
    expect(problems[0]).toContain('adaptation/ and purchase/ share a layer');
  });

  it('fail a dynamic import up the layers and an import of the app shell', async () => {
    const [result] = await eslint.lintText(
      "export const later = () => import('../results/result-dialog.tsx');\n",
      { filePath: path.join(repositoryRoot, 'apps/web/src/account/probe.ts') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain(
      'import-x/no-restricted-paths',
    );
    expect((await layerProblems('layout/probe.ts', '../app.tsx'))[0]).toContain('app shell');
  });
});

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const contractsSource = path.resolve(webRoot, '../../packages/contracts/src');

/**
 * The contracts modules whose schemas only an action needs (a run, a saved or shared analysis, a
 * purchase). Zod builds every schema of a module when the module is evaluated, several hundred
 * objects here; evaluated at start-up they lengthened the longest task before the first page was
 * usable. The screens import the calls that read them with import() when first needed.
 */
const actionOnlyModules = [
  'analysis.ts',
  'engine-input.ts',
  'risk-api.ts',
  'saved-analysis.ts',
  'payment.ts',
];

/** The app's module graph as the production build splits it into chunks. */
async function buildChunks(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root: webRoot,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: {
      write: false,
      sourcemap: false,
      minify: false,
      rollupOptions: { input: 'src/main.tsx' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      : [],
  );
}

/** The modules evaluated when the app starts: its entry chunk and every chunk it imports statically. */
function startupModules(chunks: Rolldown.OutputChunk[]): Set<string> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const pending = [entry];
  const seen = new Set<string>();
  const modules = new Set<string>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const moduleId of chunk.moduleIds) modules.add(moduleId);
    for (const imported of chunk.imports) {
      const importedChunk = byFileName.get(imported);
      if (importedChunk) pending.push(importedChunk);
    }
  }
  return modules;
}

describe("the app's start-up module graph", () => {
  it('leaves out the contracts modules that only actions need, which later chunks bring', async () => {
    const chunks = await buildChunks();
    const atStartup = startupModules(chunks);
    const anywhere = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
    const contractsModule = (fileName: string) => path.join(contractsSource, fileName);

    // What the first page needs is there: the traversal sees the start-up graph.
    expect(atStartup).toContain(contractsModule('public-config.ts'));
    expect(atStartup).toContain(contractsModule('account.ts'));
    for (const fileName of actionOnlyModules) {
      expect(anywhere, `${fileName} is in a later chunk`).toContain(contractsModule(fileName));
      expect(atStartup, `${fileName} is not evaluated at start-up`).not.toContain(
        contractsModule(fileName),
      );
    }
  }, 120_000);
});

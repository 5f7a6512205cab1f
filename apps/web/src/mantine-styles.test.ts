import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app loads Mantine's per-component stylesheets (mantine-styles.ts), not its whole stylesheet.
// A component whose stylesheet is missing would render unstyled, so this checks the list against
// the code: the components the app imports from @mantine/core (and @mantine/carousel imports), and
// every component those are built from, found by following Mantine's own module imports to the
// CSS modules they use.

const require = createRequire(import.meta.url);
const mantineDirectory = path.dirname(require.resolve('@mantine/core/styles.css'));
const carouselDirectory = path.dirname(require.resolve('@mantine/carousel/styles.css'));
const sourceDirectory = import.meta.dirname;

/** Names imported from '@mantine/core' in a module's text (type-only names included: harmless). */
function namesImportedFromMantine(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g,
  ))
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  return names;
}

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(directory, file))
    .filter((file) => keep(file) && fs.statSync(file).isFile());
}

/** Mantine's exported names and the module each comes from (its esm index re-exports them). */
function mantineExportModules(): Map<string, string> {
  const index = path.join(mantineDirectory, 'esm/index.mjs');
  const modules = new Map<string, string>();
  for (const match of fs
    .readFileSync(index, 'utf8')
    .matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g))
    for (const name of (match[1] ?? '').split(','))
      modules.set(
        name
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '',
        path.resolve(path.dirname(index), match[2] ?? ''),
      );
  return modules;
}

/** The CSS modules (by component name, as Mantine names its per-component stylesheets) a module reaches. */
function stylesheetsReachedFrom(entryModules: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const pending = [...entryModules];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const cssModule = /([A-Za-z]+)\.module\.mjs$/.exec(file);
    if (cssModule?.[1]) stylesheets.add(cssModule[1]);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.[^"]+)"/g))
      pending.push(path.resolve(path.dirname(file), match[1] ?? ''));
  }
  return stylesheets;
}

const listText = fs.readFileSync(path.join(sourceDirectory, 'mantine-styles.ts'), 'utf8');
const listed = [...listText.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map(
  (match) => match[1] ?? '',
);
const baseFiles = ['baseline', 'default-css-variables', 'global'];

describe("Mantine's per-component styles", () => {
  const appModules = filesUnder(
    sourceDirectory,
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const carouselModules = filesUnder(carouselDirectory, (file) => file.endsWith('.mjs'));
  const usedNames = new Set(
    [...appModules, ...carouselModules].flatMap((file) =>
      namesImportedFromMantine(fs.readFileSync(file, 'utf8')),
    ),
  );
  const exportModules = mantineExportModules();
  const needed = stylesheetsReachedFrom(
    [...usedNames].flatMap((name) => {
      const module = exportModules.get(name);
      return module ? [module] : [];
    }),
  );

  it('finds the components the app uses', () => {
    // The search form alone uses these; finding none would mean the scan reads nothing.
    expect(usedNames).toContain('Button');
    expect(usedNames).toContain('Modal');
    expect(needed).toContain('Button');
    // Built from: Button's stylesheet needs UnstyledButton's, Select's needs Combobox's and Input's.
    expect(needed).toContain('UnstyledButton');
    expect(needed).toContain('Combobox');
  });

  it('loads the stylesheet of every component the app uses, and none it does not', () => {
    const components = listed.filter((name) => !baseFiles.includes(name));
    const missing = [...needed].filter((name) => !components.includes(name)).sort();
    const unused = components.filter((name) => !needed.has(name)).sort();
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it("loads the base files first, then the components in the order of Mantine's whole stylesheet", () => {
    expect(listed.slice(0, 3)).toEqual(baseFiles);
    const whole = fs.readFileSync(path.join(mantineDirectory, 'styles.css'), 'utf8');
    const positions = listed.slice(3).map((name) => {
      const text = fs.readFileSync(path.join(mantineDirectory, 'styles', `${name}.css`), 'utf8');
      const classNames = [...text.matchAll(/\.(m_[0-9a-f]{8})/g)].map((match) => match[1] ?? '');
      return {
        name,
        position: Math.min(...classNames.map((className) => whole.indexOf(`.${className}`))),
      };
    });
    const inOrder = [...positions].sort((left, right) => left.position - right.position);
    expect(positions.map((entry) => entry.name)).toEqual(inOrder.map((entry) => entry.name));
  });
});

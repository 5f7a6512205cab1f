import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawDataDirectory, repositoryRoot } from './raw-data-directory.ts';

const committedDirectory = join(repositoryRoot, 'packages/hazard-data/grids');

describe('npm run data:build', () => {
  // Needs the raw public data (../shared/data); without it there is nothing to rebuild from.
  it.skipIf(findRawDataDirectory() === undefined)(
    'rebuilds the committed grids byte for byte',
    () => {
      const outputDirectory = mkdtempSync(join(tmpdir(), 'hazard-data-build-'));
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/data-build/main.ts'], {
          cwd: repositoryRoot,
          env: { ...process.env, HAZARD_DATA_OUTPUT_DIR: outputDirectory },
          stdio: 'pipe',
        });
        const built = readdirSync(outputDirectory).sort();
        expect(built).toEqual(readdirSync(committedDirectory).sort());
        for (const file of built) {
          const same = readFileSync(join(outputDirectory, file)).equals(
            readFileSync(join(committedDirectory, file)),
          );
          expect(same, file).toBe(true);
        }
      } finally {
        rmSync(outputDirectory, { recursive: true, force: true });
      }
    },
    // The build reads the 933 M-cell 30″ land mask, routes flow over 9.3 M cells and indexes the
    // jurisdiction polygons: ~30–90 s alone, several times that on a loaded machine.
    300_000,
  );
});

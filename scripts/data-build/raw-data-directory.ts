import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The raw data folder: HAZARD_RAW_DATA_DIR, else ../shared/data beside the repository (a git
 * worktree sits one level deeper, hence the second candidate); undefined when none exists.
 */
export function findRawDataDirectory(
  environment: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const candidates = [environment['HAZARD_RAW_DATA_DIR'], '../shared/data', '../../shared/data']
    .filter((candidate): candidate is string => candidate !== undefined)
    .map((candidate) => resolve(repositoryRoot, candidate));
  return candidates.find((candidate) => existsSync(join(candidate, 'README.md')));
}

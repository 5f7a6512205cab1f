import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRawDataDirectory } from './raw-data-directory.ts';
import { scenarioPathsFile, scenarioPathsJson } from './scenario-paths.ts';

const rawDirectory = findRawDataDirectory();

describe('scenario paths table', () => {
  // Needs the raw public data; without it there is nothing to rebuild from.
  it.skipIf(rawDirectory === undefined)('rebuilds the committed table byte for byte', () => {
    expect(scenarioPathsJson(rawDirectory!)).toBe(readFileSync(scenarioPathsFile, 'utf8'));
  });
});

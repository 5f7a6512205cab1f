// The engine's results at the calibration places against the pinned values: a change of any
// number must be deliberate (run `npm run calibration:pin` and review the diff of the JSON).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { computePinnedResults, pinnedRelativeTolerance } from './pinned-results.ts';

const pinned = z
  .record(z.string(), z.record(z.string(), z.number()))
  .parse(JSON.parse(readFileSync(new URL('./pinned-results.json', import.meta.url), 'utf8')));

describe('pinned end-to-end results', () => {
  const current = computePinnedResults();

  it('pins the same places and values as the engine computes', () => {
    expect(Object.keys(current).sort()).toEqual(Object.keys(pinned).sort());
    for (const [place, values] of Object.entries(current)) {
      expect(Object.keys(values).sort(), place).toEqual(Object.keys(pinned[place] ?? {}).sort());
    }
  });

  it('gives every pinned value within the relative tolerance (run `npm run calibration:pin` after a deliberate change)', () => {
    const changed: string[] = [];
    for (const [place, values] of Object.entries(current)) {
      for (const [key, value] of Object.entries(values)) {
        const before = pinned[place]?.[key];
        if (before === undefined) continue;
        const scale = Math.max(Math.abs(before), Math.abs(value));
        if (Math.abs(value - before) > pinnedRelativeTolerance * scale) {
          changed.push(`${place} ${key}: pinned ${before}, now ${value}`);
        }
      }
    }
    expect(changed).toEqual([]);
  });
});

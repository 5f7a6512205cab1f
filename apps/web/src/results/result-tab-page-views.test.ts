import { describe, expect, it } from 'vitest';
import { pageViewPaths } from '@hazardscope/contracts';
import { resultTabPageViewPaths } from './result-tabs.tsx';

describe("the result dialog's page views", () => {
  it('names a distinct listed path for every result tab but the sample report', () => {
    const paths = Object.values(resultTabPageViewPaths).filter((path) => path !== undefined);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(pageViewPaths).toContain(path);
    expect(resultTabPageViewPaths.ratings).toBe('/analysis-result/ratings-tab');
    expect(resultTabPageViewPaths.location).toBe('/analysis-result/streetview-tab');
    expect(resultTabPageViewPaths['sample-report']).toBeUndefined();
  });
});

// Relation test of the two wind hazards end to end: a Simple House inland in temperate Europe must
// carry far less wind risk (extreme wind + tropical-cyclone wind) than one on an exposed hurricane
// coast. Orderings only, never exact numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { hazardValueAtRisk } from '../science-validation/analysis-values.ts';
import type { RealSite } from '../science-validation/science-references.ts';
import { realSiteResults } from './real-sites.ts';

const inlandTemperate: RealSite = {
  id: 'kassel',
  name: 'Kassel (inland Germany)',
  latitude: 51.31,
  longitude: 9.48,
};
const hurricaneCoast: RealSite = {
  id: 'miami',
  name: 'Miami',
  latitude: 25.77,
  longitude: -80.19,
  elevationMetres: 2,
};

describe('wind risk: a safe inland temperate house well below an exposed hurricane-coast house', () => {
  let windRisk: (site: RealSite) => number;
  beforeAll(() => {
    const analyse = realSiteResults('SH');
    windRisk = (site) => {
      const result = analyse(site);
      return (
        hazardValueAtRisk(result, 'wind', 2020) + hazardValueAtRisk(result, 'cyclone_wind', 2020)
      );
    };
  });

  it('is at least five times lower inland', () => {
    expect(windRisk(inlandTemperate) * 5).toBeLessThan(windRisk(hurricaneCoast));
  }, 60_000);
});

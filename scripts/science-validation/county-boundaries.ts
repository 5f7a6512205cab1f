// The outlines of the counties the FEMA NRI references name, read from county-boundaries.json (an
// extract of the US Census Bureau's 2017 cartographic county boundaries, made by
// make-county-boundaries.ts) and validated at load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const countyBoundarySchema = z.object({
  /** Five-digit FIPS county code (state + county), as the NRI's STCOFIPS. */
  fips: z.string().regex(/^\d{5}$/),
  name: z.string().min(1),
  /** Outer rings and holes together, each a closed list of (longitude, latitude) degrees. */
  rings: z.array(z.array(z.tuple([z.number(), z.number()])).min(4)).min(1),
});
export type CountyBoundary = z.infer<typeof countyBoundarySchema>;

const countyBoundariesSchema = z.object({
  /** Where the outlines come from, and their licence. */
  source: z.string().min(10),
  counties: z.array(countyBoundarySchema),
});
export type CountyBoundaries = z.infer<typeof countyBoundariesSchema>;

export const countyBoundariesFile = path.join(import.meta.dirname, 'county-boundaries.json');

/** The committed county outlines by FIPS code. */
export function loadCountyBoundaries(file = countyBoundariesFile): Map<string, CountyBoundary> {
  const { counties } = countyBoundariesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(counties.map((county) => [county.fips, county]));
}

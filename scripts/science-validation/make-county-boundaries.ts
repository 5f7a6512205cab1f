// Writes county-boundaries.json: the outlines of the counties the FEMA NRI references name
// (`countyFips` in references.json), taken from us-atlas 3.0.1's counties-10m.json (the US Census
// Bureau's 2017 cartographic county boundaries in TopoJSON, unprojected; ISC licence, the Census
// data public domain). Committed so that a clean clone needs neither the package nor the network.
//
//   npm pack us-atlas@3.0.1 && tar xzf us-atlas-3.0.1.tgz
//   npx tsx scripts/science-validation/make-county-boundaries.ts package/counties-10m.json
import { readFileSync, writeFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countyBoundariesFile, type CountyBoundaries } from './county-boundaries.ts';
import { loadScienceReferences } from './science-references.ts';

/** Decimal places kept: 1e-5° (about 1 m), finer than the file's quantum (0.0036° by 0.00086°). */
const decimalPlaces = 5;

const input = process.argv[2];
if (input === undefined) {
  console.error('usage: make-county-boundaries.ts <path to us-atlas 3.0.1 counties-10m.json>');
  process.exit(2);
}
const topology = JSON.parse(readFileSync(input, 'utf8')) as Topology<{
  counties: GeometryCollection<{ name: string }>;
}>;
const wanted = new Set(
  loadScienceReferences().references.flatMap((reference) =>
    reference.countyFips === undefined ? [] : [reference.countyFips],
  ),
);
const round = (value: number) => Number(value.toFixed(decimalPlaces));
const counties = feature(topology, topology.objects.counties)
  .features.filter((county) => wanted.has(String(county.id)))
  .map((county) => {
    const { geometry } = county;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    return {
      fips: String(county.id),
      name: county.properties.name,
      rings: polygons
        .flat()
        .map((ring) =>
          ring.map(([longitude, latitude]): [number, number] => [
            round(longitude ?? 0),
            round(latitude ?? 0),
          ]),
        ),
    };
  })
  .sort((left, right) => left.fips.localeCompare(right.fips));
const missing = [...wanted].filter((fips) => !counties.some((county) => county.fips === fips));
if (missing.length > 0) throw new Error(`counties not in the input: ${missing.join(', ')}`);
const boundaries: CountyBoundaries = {
  source:
    'US Census Bureau, cartographic county boundaries 2017 (cb_2017), as TopoJSON in the npm ' +
    'package us-atlas 3.0.1, counties-10m.json (ISC licence; Census data public domain); ' +
    'rings as (longitude, latitude) degrees, outer rings and holes together (even–odd).',
  counties,
};
writeFileSync(countyBoundariesFile, `${JSON.stringify(boundaries)}\n`);
console.log(`wrote ${counties.length} counties to ${countyBoundariesFile}`);

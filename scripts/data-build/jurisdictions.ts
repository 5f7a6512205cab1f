import simplify from 'simplify-js';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { JurisdictionTable, JurisdictionUnit } from '@hazardscope/hazard-data/build-format';

type BuiltUnit = JurisdictionUnit & { firstRing: number; ringCount: number };
import { kilometresPerDegree } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { concatenateBytes, readRawText, writeDerivedFile } from './build-io.ts';
import { sources } from './sources.ts';

const inputs = {
  dcwCountries: 'admin/dcw_countries_iso_simpl500m.topojson.gz',
  dcwSubdivisions: 'admin/dcw_subdivisions_iso_simpl500m.topojson.gz',
  naturalEarth: 'admin/ne10m_admin0_admin1_qgis.topojson.gz',
};

/**
 * Douglas–Peucker tolerance (degrees): 0.01° ≈ 1.1 km for countries and subdivisions alike — the
 * order of the inputs' own accuracy (DCW at 1:1,000,000 simplified to ~550 m; Natural Earth 1:10m
 * generalised to ~1–3 km). A point that close to a border may fall in two units or none; the
 * lookup resolves that (the smaller unit, or the nearest one).
 */
const simplifyToleranceDegrees = { country: 0.01, subdivision: 0.01 } as const;
/**
 * An island too small to keep a shape at that tolerance (≤ 8 vertices left) is stored as one vertex
 * at its centre: a site on it lies within a few km of that point and takes its unit as the nearest.
 */
const tinyRingVertices = 8;
/** Vertex quantum of the stored rings (degrees): 1e-4° ≈ 11 m, far below the simplification. */
const unitDegrees = 1e-4;

/**
 * ISO 3166-1 alpha-3 codes of the DCW territories that Natural Earth's admin-0 layer folds into
 * their sovereign state (so it cannot supply the code), from the ISO 3166-1 code list.
 */
const alpha3NotInNaturalEarth: Readonly<Record<string, string>> = {
  BV: 'BVT',
  RE: 'REU',
  YT: 'MYT',
  CX: 'CXR',
  SJ: 'SJM',
  VA: 'VAT',
  BQ: 'BES',
  GP: 'GLP',
  MQ: 'MTQ',
  CC: 'CCK',
  GF: 'GUF',
};

type Ring = [number, number][];
type Properties = Record<string, unknown>;

function readFeatures(
  paths: BuildPaths,
  input: string,
  objectName: string,
): { properties: Properties; polygons: Ring[][] }[] {
  const topology = JSON.parse(readRawText(paths, input)) as Topology;
  const object = topology.objects[objectName];
  if (object === undefined) throw new Error(`${input}: no object ${objectName}`);
  const collection = feature(topology, object);
  if (collection.type !== 'FeatureCollection') throw new Error(`${input}: not a collection`);
  return collection.features.map((item) => {
    const geometry = item.geometry;
    const polygons: Ring[][] =
      geometry === null
        ? []
        : geometry.type === 'Polygon'
          ? [geometry.coordinates as Ring[]]
          : geometry.type === 'MultiPolygon'
            ? (geometry.coordinates as Ring[][])
            : [];
    return { properties: (item.properties ?? {}) as Properties, polygons };
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Planar ring area on the local equal-area scaling (km², absolute), for "prefer the smaller unit". */
function ringAreaSquareKilometres(ring: Ring): number {
  let twiceArea = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [longitudeA, latitudeA] = ring[index]!;
    const [longitudeB, latitudeB] = ring[index + 1]!;
    const cosine = Math.cos((((latitudeA + latitudeB) / 2) * Math.PI) / 180);
    twiceArea += (longitudeB - longitudeA) * cosine * (latitudeA + latitudeB);
  }
  return (Math.abs(twiceArea) / 2) * kilometresPerDegree * kilometresPerDegree;
}

/** Mean of a ring's distinct vertices. */
function ringCentre(ring: Ring): [number, number] {
  const distinct = ring.length > 1 ? ring.slice(0, -1) : ring;
  const sum = distinct.reduce(
    ([longitudeSum, latitudeSum], [longitude, latitude]) => [
      longitudeSum + longitude,
      latitudeSum + latitude,
    ],
    [0, 0],
  );
  return [sum[0] / distinct.length, sum[1] / distinct.length];
}

function storedRing(ring: Ring, toleranceDegrees: number): Ring {
  const simplified = simplify(
    ring.map(([x, y]) => ({ x, y })),
    toleranceDegrees,
    true,
  ).map(({ x, y }): [number, number] => [x, y]);
  return simplified.length <= tinyRingVertices ? [ringCentre(simplified)] : simplified;
}

/**
 * Countries (DCW, ISO 3166-1) and first-level subdivisions (DCW with ISO 3166-2 codes for AR, AU,
 * BR, CA, CN, IN, RU and US; Natural Earth admin-1 with its adm1_code elsewhere) as one table of
 * units plus their rings (outer rings and holes alike; the lookup counts crossings, even–odd).
 */
export function buildJurisdictions(paths: BuildPaths): ManifestEntry[] {
  const naturalEarthCountries = readFeatures(paths, inputs.naturalEarth, 'countries');
  const alpha3ByAlpha2 = new Map<string, string>(Object.entries(alpha3NotInNaturalEarth));
  for (const { properties } of naturalEarthCountries) {
    const alpha2 = text(properties['iso_a2']);
    const alpha3 = text(properties['iso_a3']);
    if (/^[A-Z]{2}$/.test(alpha2) && /^[A-Z]{3}$/.test(alpha3)) alpha3ByAlpha2.set(alpha2, alpha3);
  }
  const dcwSubdivisions = readFeatures(paths, inputs.dcwSubdivisions, 'subdivisions');
  const countriesWithIsoSubdivisions = new Set(
    dcwSubdivisions.map(({ properties }) => text(properties['country'])),
  );

  const units: BuiltUnit[] = [];
  const ringStart: number[] = [];
  const vertexSteps: number[] = [];
  let vertexCount = 0;
  const addUnit = (unit: JurisdictionUnit, polygons: Ring[][]) => {
    const firstRing = ringStart.length;
    let areaSquareKilometres = 0;
    for (const polygon of polygons) {
      polygon.forEach((ring, ringIndex) => {
        const area = ringAreaSquareKilometres(ring);
        areaSquareKilometres += ringIndex === 0 ? area : -area;
        ringStart.push(vertexCount);
        let previous = [0, 0];
        for (const vertex of storedRing(ring, simplifyToleranceDegrees[unit.level])) {
          const quantised = vertex.map((degrees) => Math.round(degrees / unitDegrees));
          vertexSteps.push(
            (quantised[0] ?? 0) - (previous[0] ?? 0),
            (quantised[1] ?? 0) - (previous[1] ?? 0),
          );
          previous = quantised;
          vertexCount += 1;
        }
      });
    }
    units.push({
      ...unit,
      areaSquareKilometres: Math.round(Math.max(0, areaSquareKilometres) * 10) / 10,
      firstRing,
      ringCount: ringStart.length - firstRing,
    });
  };

  for (const { properties, polygons } of readFeatures(paths, inputs.dcwCountries, 'countries')) {
    const alpha2 = text(properties['iso_a2']);
    const alpha3 = alpha3ByAlpha2.get(alpha2);
    if (alpha3 === undefined) throw new Error(`no ISO 3166-1 alpha-3 code for ${alpha2}`);
    addUnit(
      {
        level: 'country',
        code: alpha2,
        alpha3,
        country: alpha2,
        name: text(properties['name']),
        scheme: 'ISO 3166-1',
        fips: null,
        areaSquareKilometres: 0,
      },
      polygons,
    );
  }
  for (const { properties, polygons } of dcwSubdivisions) {
    addUnit(
      {
        level: 'subdivision',
        code: text(properties['iso_3166_2']),
        alpha3: null,
        country: text(properties['country']),
        name: text(properties['name']),
        scheme: 'ISO 3166-2',
        fips: null,
        areaSquareKilometres: 0,
      },
      polygons,
    );
  }
  for (const { properties, polygons } of readFeatures(paths, inputs.naturalEarth, 'states')) {
    const country = text(properties['iso_a2']);
    const code = text(properties['adm1_code']);
    // Units without an ISO country (disputed areas, bases) or without a key are left out.
    if (!/^[A-Z]{2}$/.test(country) || code === '' || countriesWithIsoSubdivisions.has(country))
      continue;
    addUnit(
      {
        level: 'subdivision',
        code,
        alpha3: null,
        country,
        name: text(properties['name']),
        scheme: 'Natural Earth adm1_code',
        fips: text(properties['fips']) || null,
        areaSquareKilometres: 0,
      },
      polygons,
    );
  }
  ringStart.push(vertexCount);

  const table: JurisdictionTable = {
    level: units.map((unit) => unit.level),
    code: units.map((unit) => unit.code),
    alpha3: units.map((unit) => unit.alpha3),
    country: units.map((unit) => unit.country),
    name: units.map((unit) => unit.name),
    scheme: units.map((unit) => unit.scheme),
    fips: units.map((unit) => unit.fips),
    areaSquareKilometres: units.map((unit) => unit.areaSquareKilometres),
    firstRing: units.map((unit) => unit.firstRing),
    ringCount: units.map((unit) => unit.ringCount),
  };
  const boundaryEntry = writeDerivedFile(
    paths,
    {
      id: layerIds.jurisdictionBoundaries,
      name: 'Country and first-level subdivision boundaries (DCW-GMT, Natural Earth admin-1)',
      ...sources.jurisdictions,
      transform: `TopoJSON polygons → rings (outer and holes), Douglas–Peucker ${simplifyToleranceDegrees.country}° (countries) / ${simplifyToleranceDegrees.subdivision}° (subdivisions) with simplify-js, islands left with ≤ ${tinyRingVertices} vertices kept as their centre point; vertices quantised to ${unitDegrees}° and stored as int32 steps from the previous vertex; units listed in ${layerIds.jurisdictions}.json.gz.`,
      inputs: Object.values(inputs),
      file: `${layerIds.jurisdictionBoundaries}.rings.gz`,
      layout: {
        kind: 'delta-rings',
        rings: ringStart.length - 1,
        vertices: vertexCount,
        unitDegrees,
      },
    },
    concatenateBytes([new Uint32Array(ringStart), Int32Array.from(vertexSteps)]),
  );
  const tableEntry = writeDerivedFile(
    paths,
    {
      id: layerIds.jurisdictions,
      name: 'Countries (ISO 3166-1) and first-level subdivisions (ISO 3166-2 or Natural Earth adm1_code)',
      ...sources.jurisdictions,
      transform:
        'One column per field, one entry per unit: level, code, ISO alpha-3 (countries; Natural Earth admin-0, else ISO 3166-1), name, FIPS 10-4 (Natural Earth), area (km²) and its rings in the boundary file.',
      inputs: Object.values(inputs),
      file: `${layerIds.jurisdictions}.json.gz`,
      layout: { kind: 'json' },
    },
    JSON.stringify(table),
  );
  return [boundaryEntry, tableEntry];
}

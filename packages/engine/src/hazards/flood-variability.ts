import { formatThousands, type SiteHazardContext } from '@hazardscope/contracts';
import { aridityClass, aridityIndex, type AridityClass } from '../climate/aridity.ts';
import floodVariabilityTable from './flood-variability.json' with { type: 'json' };
import { entryForJurisdiction } from './jurisdiction-table.ts';

/**
 * Coefficient of variation of annual maximum discharge used where the table below has no class
 * with enough gauges for the site (or the site's precipitation is unknown): 0.5, the order of the
 * mean Cv of annual maximum floods over 2,370 European catchments, 0.52 (Lun et al. 2021, HESS
 * 25:5535). A warning says so wherever it is used.
 */
export const defaultDischargeCoefficientOfVariation = 0.5;

/** The spread of annual floods the riverine curve uses at a site, and where it comes from. */
export interface DischargeVariability {
  readonly coefficientOfVariation: number;
  /** True where the value is the table's median, false where the default 0.5 is used. */
  readonly observed: boolean;
  /** Whose gauges gave the median ('Brazilian', 'Australian', 'United States'), null where the default is used. */
  readonly gaugeNetwork: string | null;
  /**
   * True where a regional table's class was too thin and the Brazilian median was carried over by
   * the region's ratio to Brazil in a well-sampled class of the same climate (an assumption).
   */
  readonly carriedByRegionalRatio: boolean;
  /** The class, its gauges and quartiles, or why the default is used. */
  readonly description: string;
}

function areaClassText(areaClassIndex: number): string {
  const bounds = floodVariabilityTable.areaClassLowerBoundsSquareKilometres;
  const lower = bounds[areaClassIndex] ?? 0;
  const upper = bounds[areaClassIndex + 1];
  if (upper === undefined) return `${formatThousands(lower)} km² or more`;
  if (lower === 0) return `below ${formatThousands(upper)} km²`;
  return `${formatThousands(lower)}–${formatThousands(upper)} km²`;
}

/** The class of a catchment area: the last class whose lower bound (km², ascending) it reaches. */
export function catchmentAreaClassIndex(
  areaSquareKilometres: number,
  lowerBoundsSquareKilometres: readonly number[],
): number {
  let index = 0;
  lowerBoundsSquareKilometres.forEach((bound, boundIndex) => {
    if (areaSquareKilometres >= bound) index = boundIndex;
  });
  return index;
}

type ClassRow = (typeof floodVariabilityTable.classes)[number];

/** A table of classes: the Brazilian one, or a regional one for the countries it lists. */
interface VariabilityTable {
  readonly countryAlpha2Codes: readonly string[];
  readonly subdivisionCode: string | null;
  readonly gaugeNetwork: string;
  readonly citation: string;
  readonly classes: readonly ClassRow[];
}

const brazilianTable: VariabilityTable = {
  countryAlpha2Codes: [],
  subdivisionCode: null,
  gaugeNetwork: 'Brazilian',
  citation: 'de Souza & Reis 2022',
  classes: floodVariabilityTable.classes,
};

/** The row of a table for a class, if it has enough gauges to be used. */
function usableRow(
  table: VariabilityTable,
  climate: AridityClass,
  areaClassIndex: number,
): { row: ClassRow | undefined; usable: boolean } {
  const row = table.classes.find(
    (entry) => entry.aridityClass === climate && entry.areaClassIndex === areaClassIndex,
  );
  const usable =
    row !== undefined &&
    row.medianCoefficientOfVariation !== null &&
    row.gauges >= floodVariabilityTable.minimumGauges;
  return { row, usable };
}

/**
 * Where a regional table's class is too thin, how much more (or less) the region's annual floods
 * vary than the Brazilian gauges' at the same climate: the ratio of the medians in the region's
 * usable class of the same aridity nearest in catchment size (the smaller of two equally near), or
 * null where the region has no usable class of that aridity (or the Brazilian table none there).
 */
function regionalRatio(
  regional: VariabilityTable,
  climate: AridityClass,
  areaClassIndex: number,
): {
  ratio: number;
  classText: string;
  regionalMedian: number;
  brazilianMedian: number;
  regionalGauges: number;
} | null {
  const candidates = regional.classes
    .filter(
      (entry) =>
        entry.aridityClass === climate &&
        usableRow(regional, climate, entry.areaClassIndex).usable &&
        usableRow(brazilianTable, climate, entry.areaClassIndex).usable,
    )
    .sort(
      (first, second) =>
        Math.abs(first.areaClassIndex - areaClassIndex) -
          Math.abs(second.areaClassIndex - areaClassIndex) ||
        first.areaClassIndex - second.areaClassIndex,
    );
  const nearest = candidates[0];
  if (nearest === undefined) return null;
  const brazilian = usableRow(brazilianTable, climate, nearest.areaClassIndex).row;
  const regionalMedian = nearest.medianCoefficientOfVariation ?? 0;
  const brazilianMedian = brazilian?.medianCoefficientOfVariation ?? 0;
  if (!(regionalMedian > 0 && brazilianMedian > 0)) return null;
  return {
    ratio: regionalMedian / brazilianMedian,
    classText: `${climate}, catchment ${areaClassText(nearest.areaClassIndex)}`,
    regionalMedian,
    brazilianMedian,
    regionalGauges: nearest.gauges,
  };
}

const gaugeCount = (gauges: number) => `${gauges} observed gauge${gauges === 1 ? '' : 's'}`;

/**
 * Coefficient of variation of annual maximum discharge at a site (the Cv of the Gumbel curve
 * Q_T = Q̄(1 + Cv·K_T)): the median Cv of the observed annual maximum daily discharges of the
 * gauges in the site's class — UNEP (1997) aridity class of P/PET (Beyer et al. 2020 precipitation
 * over Hargreaves–Samani PET), computed at each gauge as here at the site, and catchment-area
 * decade — in `flood-variability.json`, built by the data build. Its main table holds the 1,313
 * Brazilian gauges with 20 or more years of de Souza & Reis Jr. (2022, Water 14:1805; ANA network,
 * CC0): Cv rises with aridity and falls with catchment area, as the literature finds (Blöschl &
 * Sivapalan 1997; Lun et al. 2021; the MOPEX study of 2014): humid 0.48 below 1,000 km² to 0.22
 * from 100,000 km², semi-arid 1.25 at 1,000–10,000 km². Its regional tables hold, per country,
 * gauges of that country: for Australia and for the United States, the GSIM yearly maxima (Do et
 * al. 2018; Gudmundsson et al. 2018) of a systematic sample of the country's stations. A site in a country with a regional
 * table takes that table's class where it has at least 10 gauges; else the Brazilian class times
 * the ratio of the regional to the Brazilian median in the region's usable class of the same
 * aridity nearest in size (the region's floods vary more or less than Brazil's by about that ratio
 * at every size — an assumption, stated); else the Brazilian class; a class of fewer than 10
 * Brazilian gauges, or a site without a precipitation, takes the default 0.5. Using
 * the Brazilian gauges elsewhere assumes that climate and size, not the continent, set the spread
 * of annual floods.
 */
export function dischargeVariability(
  annualPrecipitationMillimetres: number | null,
  monthlyMeanTemperatureCelsius: readonly number[],
  latitudeDegrees: number,
  catchmentAreaSquareKilometres: number,
  jurisdiction: SiteHazardContext['jurisdiction'],
): DischargeVariability {
  const index = aridityIndex(
    annualPrecipitationMillimetres,
    monthlyMeanTemperatureCelsius,
    latitudeDegrees,
  );
  if (Number.isNaN(index))
    return {
      coefficientOfVariation: defaultDischargeCoefficientOfVariation,
      observed: false,
      gaugeNetwork: null,
      carriedByRegionalRatio: false,
      description: `${defaultDischargeCoefficientOfVariation} (assumed: the annual precipitation at the site is unknown, so it has no aridity class)`,
    };
  const climate: AridityClass = aridityClass(index);
  const areaIndex = catchmentAreaClassIndex(
    catchmentAreaSquareKilometres,
    floodVariabilityTable.areaClassLowerBoundsSquareKilometres,
  );
  const classText = `${climate} (P/PET ${index.toFixed(2)}), catchment ${areaClassText(areaIndex)}`;
  const regional = entryForJurisdiction<VariabilityTable>(
    floodVariabilityTable.regionalTables,
    brazilianTable,
    jurisdiction,
  );
  // Why a regional table's class was passed over, where it was.
  let passedOver = '';
  if (!regional.isFallback) {
    const { row, usable } = usableRow(regional.entry, climate, areaIndex);
    if (usable && row !== undefined)
      return {
        coefficientOfVariation:
          row.medianCoefficientOfVariation ?? defaultDischargeCoefficientOfVariation,
        observed: true,
        gaugeNetwork: regional.entry.gaugeNetwork,
        carriedByRegionalRatio: false,
        description: `${row.medianCoefficientOfVariation} (median of ${row.gauges} ${regional.entry.gaugeNetwork} gauges in the class ${classText}; quartiles ${row.lowerQuartileCoefficientOfVariation}–${row.upperQuartileCoefficientOfVariation}; ${regional.entry.citation})`,
      };
    passedOver = `; the ${regional.entry.gaugeNetwork} table has ${gaugeCount(row?.gauges ?? 0)} in this class, fewer than the ${floodVariabilityTable.minimumGauges} it needs`;
    const brazilian = usableRow(brazilianTable, climate, areaIndex);
    const transfer = regionalRatio(regional.entry, climate, areaIndex);
    if (brazilian.usable && brazilian.row !== undefined && transfer !== null) {
      const brazilianMedian = brazilian.row.medianCoefficientOfVariation ?? 0;
      const coefficientOfVariation = Math.round(brazilianMedian * transfer.ratio * 1000) / 1000;
      return {
        coefficientOfVariation,
        observed: true,
        gaugeNetwork: regional.entry.gaugeNetwork,
        carriedByRegionalRatio: true,
        description: `${coefficientOfVariation} (the median of ${brazilian.row.gauges} Brazilian gauges in the class ${classText}, ${brazilianMedian}, × ${transfer.ratio.toFixed(2)}, the ratio of the ${regional.entry.gaugeNetwork} to the Brazilian median in the class ${transfer.classText} (${transfer.regionalMedian} over ${transfer.brazilianMedian}, ${transfer.regionalGauges} ${regional.entry.gaugeNetwork} gauges)${passedOver}; ${regional.entry.citation}; ${brazilianTable.citation})`,
      };
    }
  }
  const { row, usable } = usableRow(brazilianTable, climate, areaIndex);
  if (!usable || row === undefined)
    return {
      coefficientOfVariation: defaultDischargeCoefficientOfVariation,
      observed: false,
      gaugeNetwork: null,
      carriedByRegionalRatio: false,
      description: `${defaultDischargeCoefficientOfVariation} (assumed: ${gaugeCount(row?.gauges ?? 0)} in the class ${classText}, fewer than the ${floodVariabilityTable.minimumGauges} the table needs${passedOver})`,
    };
  return {
    coefficientOfVariation:
      row.medianCoefficientOfVariation ?? defaultDischargeCoefficientOfVariation,
    observed: true,
    gaugeNetwork: brazilianTable.gaugeNetwork,
    carriedByRegionalRatio: false,
    description: `${row.medianCoefficientOfVariation} (median of ${row.gauges} Brazilian gauges in the class ${classText}; quartiles ${row.lowerQuartileCoefficientOfVariation}–${row.upperQuartileCoefficientOfVariation}; ${brazilianTable.citation}${passedOver})`,
  };
}

import type { DesignFieldDefinition, DesignReturnPeriodYears } from '@hazardscope/contracts';
import {
  annualProbabilityChoiceField,
  integerField,
  realField,
  stringChoiceField,
} from './field-builders.ts';

/**
 * Importance level of a structure (AS/NZS 1170.0 Table 3.1): 1 minor (farm sheds), 2 normal
 * (houses, offices), 3 large crowds or high consequence (schools, large retail), 4 post-disaster
 * function (hospitals, emergency services, critical utilities).
 */
type ImportanceLevel = 1 | 2 | 3 | 4;

/**
 * Design wind return period by importance level for the ultimate limit state in non-cyclonic regions
 * (AS/NZS 1170.0 Table 3.3: 100, 500, 1000 and 2500 years). 2500 is outside the offered choices, so
 * importance level 4 takes the nearest offered value, 2000.
 */
const windReturnPeriodByImportanceLevel: Record<ImportanceLevel, DesignReturnPeriodYears> = {
  1: 100,
  2: 500,
  3: 1000,
  4: 2000,
};

/** What varies between archetypes in the standard design fields. */
export interface DesignSpec {
  /** Expected service life of a new asset of this type (years). */
  lifetimeYears: number;
  /** Cost to rebuild new, USD (the base of VAR%). */
  replacementCostDollars: number;
  /** Finished floor (or equipment pad) level above the surrounding ground (m). */
  floorHeightAboveGroundMetres: number;
  importanceLevel: ImportanceLevel;
  /** Whether people live in it: a dwelling has numPeople 1 and a market value of 800 000 by default. */
  isDwelling: boolean;
  /** Market value, USD; defaults to 800 000 for a dwelling and to the replacement cost otherwise. */
  marketValueDollars?: number;
}

/** The product's default design values. */
const dwellingMarketValueDollars = 800_000;
const defaultMortgageTermYears = 30;
const defaultInterestRatePercent = 5.2;
const defaultAssetLifeEndYear = 2100;
/** The default build year is the current year minus 30. */
const defaultAssetAgeYears = 30;

/**
 * The design fields every archetype has, in display order, keyed by the machine names the API uses
 * in a request's `asset.fields`. `currentYear` comes from the clock the catalogue was loaded with.
 */
export function standardDesignFields(
  spec: DesignSpec,
  currentYear: number,
): DesignFieldDefinition[] {
  return [
    integerField({
      machineName: 'buildYear',
      label: 'Build year',
      description: 'Year the asset was built or last fully renewed.',
      default: currentYear - defaultAssetAgeYears,
      minimum: 1800,
      maximum: currentYear,
      isYear: true,
    }),
    integerField({
      machineName: 'lifetime',
      label: 'Design lifetime (years)',
      description: 'Expected service life of the asset from its build year, in years.',
      default: spec.lifetimeYears,
      minimum: 1,
      maximum: 300,
      isYear: true,
    }),
    realField({
      machineName: 'heightAboveGround',
      label: 'Floor height above ground (m)',
      description:
        'Height of the lowest floor (or equipment pad) above the surrounding ground, in metres. Floodwater below it does not reach the inside.',
      default: spec.floorHeightAboveGroundMetres,
      maximum: 30,
    }),
    realField({
      machineName: 'elevation',
      label: 'Ground elevation (m)',
      description:
        'Ground elevation above mean sea level, in metres. Leave empty to take it from the elevation data at the location.',
      default: null,
      nullable: true,
      minimum: -500,
      maximum: 9000,
    }),
    annualProbabilityChoiceField({
      machineName: 'heatThreshold',
      label: 'Heat design threshold',
      description:
        'Annual exceedance probability of the hottest conditions the asset is designed to operate in. From regulations: the local design temperature.',
      defaultReturnPeriodYears: null,
    }),
    annualProbabilityChoiceField({
      machineName: 'windThreshold',
      label: 'Wind design threshold',
      description:
        'Annual exceedance probability of the design wind speed. The default follows the importance level of the asset type (AS/NZS 1170.0); From regulations: the local building code.',
      defaultReturnPeriodYears: windReturnPeriodByImportanceLevel[spec.importanceLevel],
    }),
    stringChoiceField({
      machineName: 'fireProtection',
      label: 'Wildfire protection',
      description:
        'Construction standard against wildfire (bushfire) attack, in the grades of Australia’s AS 3959: heat and ember protection halves, flame protection quarters forest-fire susceptibility.',
      default: 'none',
      choices: { none: 'None', heatEmber: 'Heat and ember', flame: 'Flame' },
    }),
    stringChoiceField({
      machineName: 'foundationDesign',
      label: 'Foundation design',
      description:
        'Normal: footings as usual for the site. Other: footings engineered for reactive soil (for example piles below the active zone), which removes soil-movement damage.',
      default: 'normal',
      choices: { normal: 'Normal', other: 'Other (engineered for soil movement)' },
    }),
    realField({
      machineName: 'replacementCost',
      label: 'Replacement cost ($)',
      description: 'Cost to rebuild the asset new today, in US dollars; VAR% is a share of it.',
      default: spec.replacementCostDollars,
    }),
    realField({
      machineName: 'marketValue',
      label: 'Market value ($)',
      description: 'Market value of the property, in US dollars.',
      default:
        spec.marketValueDollars ??
        (spec.isDwelling ? dwellingMarketValueDollars : spec.replacementCostDollars),
    }),
    integerField({
      machineName: 'mortgageTerm',
      label: 'Mortgage term (years)',
      description: 'Term of the loan secured on the asset, in years.',
      default: defaultMortgageTermYears,
      maximum: 50,
    }),
    realField({
      machineName: 'interestRate',
      label: 'Interest rate (%)',
      description: 'Annual interest rate of the loan, in percent.',
      default: defaultInterestRatePercent,
      maximum: 50,
    }),
    integerField({
      machineName: 'numPeople',
      label: 'Number of occupants',
      description: 'People living in the asset: 1 for a dwelling, 0 otherwise.',
      default: spec.isDwelling ? 1 : 0,
    }),
    integerField({
      machineName: 'assetLifeEnd',
      label: 'Asset life end (year)',
      description: 'Last year of the analysis for this asset, from 2020 to 2100.',
      default: defaultAssetLifeEndYear,
      // The same range POST /api/risk accepts for settings.assetLifeEnd: a life that ended before
      // 2020 has no future rating to give.
      minimum: 2020,
      maximum: 2100,
      isYear: true,
    }),
  ];
}

import type { SiteSummary } from './analysis.ts';
import type { DesignFieldDefinition, DesignFieldValue } from './archetype.ts';
import { designChoiceIndex } from './design-field-validation.ts';
import { formatFixed, formatMoney, formatThousands } from './format.ts';

/**
 * The design specifications of an analysis as people read them: the PDF report's table 2.2 and
 * the Purchase Summary print the same rows, labels and values from here.
 */

/** The design fields of the table, in the order it lists them. */
const designSpecificationFieldNames = [
  'buildYear',
  'heatThreshold',
  'windThreshold',
  'fireProtection',
  'foundationDesign',
  'lifetime',
  'heightAboveGround',
  'elevation',
] as const;

/**
 * A design threshold given as an annual exceedance probability, shown as '1 in N' with N the
 * rounded inverse (0.002 → '1 in 500'); null means the local regulations apply.
 */
export function oneInYearsText(annualProbability: number | null): string {
  if (annualProbability === null || !(annualProbability > 0)) return 'From regulations';
  return `1 in ${formatThousands(Math.round(1 / annualProbability))}`;
}

/** Elevation to 1 decimal, in metres, as the report prints it. */
export const formatReportElevation = (metres: number) => `${formatFixed(metres, 1)} m`;

/** Reals are shown rounded to 3 decimals, integers whole. */
function formatNumber(field: DesignFieldDefinition, value: number): string {
  if (field.type === 'integer') {
    return field.disableThousandsGrouping ? String(Math.round(value)) : formatThousands(value);
  }
  return String(Number(value.toFixed(3)));
}

/**
 * One design value: a choice by its label ('None', 'Normal'), a threshold as '1 in N', money with
 * its currency, an empty value by what it means for that field.
 */
export function formatDesignValue(
  field: DesignFieldDefinition,
  value: DesignFieldValue | undefined,
): string {
  if (field.machineName === 'windThreshold' || field.machineName === 'heatThreshold') {
    return oneInYearsText(typeof value === 'number' ? value : null);
  }
  if (value === undefined) return '–';
  if (value === null) {
    return field.machineName === 'elevation' ? 'From the elevation data' : 'From regulations';
  }
  const choiceIndex = designChoiceIndex(field, value);
  const choiceLabel =
    choiceIndex === undefined ? undefined : field.allowedValueLabels?.[choiceIndex];
  if (choiceLabel !== undefined) return choiceLabel;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (isMoneyField(field)) return formatMoney(value);
  return formatNumber(field, value);
}

/** Whether a field's values are money, shown with their currency ('USD $220,000'). */
function isMoneyField(field: DesignFieldDefinition): boolean {
  return field.machineName === 'replacementCost' || field.machineName === 'marketValue';
}

/**
 * A field's label for the table. A money field's label ends in its unit, '($)', for the form where
 * the number is typed; the table shows the amount with its currency, so the unit is left out there
 * ('Replacement cost', 'USD $220,000', not 'Replacement cost ($)', 'USD $220,000').
 */
function rowLabel(field: DesignFieldDefinition): string {
  return isMoneyField(field) ? field.label.replace(/\s*\(\$\)$/, '') : field.label;
}

/** One row of the table: the field's label, its default and the value the analysis used. */
export interface DesignSpecificationRow {
  label: string;
  defaultText: string;
  usedText: string;
}

/**
 * The design specifications of an analysis: build year, thresholds, fire protection, foundation,
 * lifetime, floor height, ground elevation with its dataset, and the replacement cost when both
 * its default and the used value exist. An elevation left to the data is shown as the value the
 * analysis took from it ('60.5 m (from the elevation data)').
 */
export function designSpecificationRows(input: {
  /** The archetype's design fields (labels, choices, defaults). */
  fields: Readonly<Record<string, DesignFieldDefinition>>;
  /** The design values the analysis ran with, by machine name. */
  used: Readonly<Record<string, DesignFieldValue>>;
  /** The site facts of the result: the elevation it used and that elevation's dataset. */
  site: SiteSummary | undefined;
}): DesignSpecificationRow[] {
  const { fields, used, site } = input;
  const row = (field: DesignFieldDefinition): DesignSpecificationRow => {
    const value = used[field.machineName];
    const fromElevationData = field.machineName === 'elevation' && value === null;
    return {
      label: rowLabel(field),
      defaultText: formatDesignValue(field, field.default),
      usedText:
        fromElevationData && site !== undefined
          ? `${formatReportElevation(site.elevationMetres)} (from the elevation data)`
          : formatDesignValue(field, value),
    };
  };
  const rows: DesignSpecificationRow[] = [];
  for (const name of designSpecificationFieldNames) {
    const field = fields[name];
    if (field !== undefined) rows.push(row(field));
    if (name === 'elevation') {
      rows.push({
        label: 'Elevation dataset',
        defaultText: '–',
        usedText: site?.elevationDataset ?? 'Source Unknown',
      });
    }
  }
  const costField = fields.replacementCost;
  if (
    costField !== undefined &&
    typeof costField.default === 'number' &&
    typeof used.replacementCost === 'number'
  ) {
    rows.push(row(costField));
  }
  return rows;
}

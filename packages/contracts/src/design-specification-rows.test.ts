import { describe, expect, it } from 'vitest';
import type { SiteSummary } from './analysis.ts';
import type { DesignFieldDefinition, DesignFieldValue } from './archetype.ts';
import { designSpecificationRows, oneInYearsText } from './design-specification-rows.ts';

/** A field as the catalogue defines one (only what the table reads differs between them). */
function field(
  machineName: string,
  label: string,
  options: Partial<DesignFieldDefinition> = {},
): DesignFieldDefinition {
  return {
    machineName,
    label,
    description: label,
    type: 'real',
    default: 0,
    nullable: false,
    required: true,
    disableThousandsGrouping: false,
    ...options,
  };
}

const fields: Record<string, DesignFieldDefinition> = {
  buildYear: field('buildYear', 'Build year', {
    type: 'integer',
    default: 1996,
    disableThousandsGrouping: true,
  }),
  heatThreshold: field('heatThreshold', 'Heat design threshold', {
    default: null,
    nullable: true,
  }),
  windThreshold: field('windThreshold', 'Wind design threshold', { default: 0.002 }),
  fireProtection: field('fireProtection', 'Wildfire protection', {
    type: 'string',
    default: 'none',
    allowedValues: ['none', 'heatEmber', 'flame'],
    allowedValueLabels: ['None', 'Heat and ember', 'Flame'],
  }),
  foundationDesign: field('foundationDesign', 'Foundation design', {
    type: 'string',
    default: 'normal',
    allowedValues: ['normal', 'other'],
    allowedValueLabels: ['Normal', 'Other (engineered for soil movement)'],
  }),
  elevation: field('elevation', 'Ground elevation (m)', { default: null, nullable: true }),
  replacementCost: field('replacementCost', 'Replacement cost ($)', { default: 220000 }),
};

const used: Record<string, DesignFieldValue> = {
  buildYear: 1996,
  heatThreshold: null,
  windThreshold: 0.01,
  fireProtection: 'none',
  foundationDesign: 'normal',
  elevation: null,
  replacementCost: 315000,
};

const site: SiteSummary = {
  elevationMetres: 60.46,
  elevationDataset: 'ETOPO5 5′ (embedded)',
  elevationSource: 'embedded',
  distanceToCoastKilometres: 12,
  region: null,
};

const rowsByLabel = (rows: ReturnType<typeof designSpecificationRows>) =>
  Object.fromEntries(rows.map((row) => [row.label, [row.defaultText, row.usedText]]));

describe('designSpecificationRows', () => {
  it('shows an elevation left to the data as the value the analysis took from it', () => {
    const rows = rowsByLabel(designSpecificationRows({ fields, used, site }));
    expect(rows['Ground elevation (m)']).toEqual([
      'From the elevation data',
      '60.5 m (from the elevation data)',
    ]);
    expect(rows['Elevation dataset']).toEqual(['–', 'ETOPO5 5′ (embedded)']);
  });

  it('says where the elevation comes from when the result has no site facts', () => {
    const rows = rowsByLabel(designSpecificationRows({ fields, used, site: undefined }));
    expect(rows['Ground elevation (m)']?.[1]).toBe('From the elevation data');
    expect(rows['Elevation dataset']?.[1]).toBe('Source Unknown');
  });

  it('shows an entered elevation as entered', () => {
    const rows = rowsByLabel(
      designSpecificationRows({ fields, used: { ...used, elevation: 12.25 }, site }),
    );
    expect(rows['Ground elevation (m)']?.[1]).toBe('12.25');
  });

  it('names choices by their labels and thresholds as ‘1 in N’', () => {
    const rows = rowsByLabel(designSpecificationRows({ fields, used, site }));
    expect(rows['Wildfire protection']).toEqual(['None', 'None']);
    expect(rows['Foundation design']).toEqual(['Normal', 'Normal']);
    expect(rows['Wind design threshold']).toEqual(['1 in 500', '1 in 100']);
    expect(rows['Heat design threshold']).toEqual(['From regulations', 'From regulations']);
    expect(rows['Build year']).toEqual(['1996', '1996']);
    expect(rows['Replacement cost']).toEqual(['USD $220,000', 'USD $315,000']);
  });

  it('lists the rows in the report’s order, the dataset after the elevation, the cost last', () => {
    const labels = designSpecificationRows({ fields, used, site }).map((row) => row.label);
    expect(labels).toEqual([
      'Build year',
      'Heat design threshold',
      'Wind design threshold',
      'Wildfire protection',
      'Foundation design',
      'Ground elevation (m)',
      'Elevation dataset',
      'Replacement cost',
    ]);
  });

  it('leaves the replacement cost out when the analysis has no value for it', () => {
    const withoutCost = Object.fromEntries(
      Object.entries(used).filter(([name]) => name !== 'replacementCost'),
    );
    const labels = designSpecificationRows({ fields, used: withoutCost, site }).map(
      (row) => row.label,
    );
    expect(labels).not.toContain('Replacement cost');
  });
});

describe('oneInYearsText', () => {
  it('writes an annual probability as ‘1 in N’ with N the rounded inverse', () => {
    expect(oneInYearsText(0.002)).toBe('1 in 500');
    expect(oneInYearsText(0.0005)).toBe('1 in 2,000');
    expect(oneInYearsText(0.0333)).toBe('1 in 30');
    expect(oneInYearsText(null)).toBe('From regulations');
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hazardKeys, type AnalysisResult } from '@hazardscope/contracts';
import { FloodDefenceNote, HazardCards, HazardTable, hazardRows } from './breakdown-tab.tsx';

const startYear = 2020;
const soilIndex = hazardKeys.indexOf('soil_movement');
const reason = 'No published rate at which soil movement makes a building unusable.';

/** An analysis whose soil movement damages (0.03 %) but whose failure is not calculated. */
const analysis = {
  inputs: { scenario: { startYear } },
  metadata: {
    soil_movement: { description: 'Soil movement', failure_no_calc_reason: reason },
    cyclone_wind: { description: 'Cyclone', no_calc_reason: 'No tropical cyclones reach the site' },
  },
  properties: {
    riskHazards: Array.from({ length: 81 }, () =>
      hazardKeys.map((_, index) => (index === soilIndex ? 0.0003 : 0.0001)),
    ),
    failureHazards: Array.from({ length: 81 }, () => hazardKeys.map(() => 0.0002)),
  },
} as unknown as AnalysisResult;

describe('the hazard breakdown table', () => {
  const rows = hazardRows(analysis);

  it("shows a failure probability that is not calculated as 'Not Calculated' with its reason, never 0 %", () => {
    render(
      <MantineProvider>
        <HazardTable rows={rows} />
      </MantineProvider>,
    );
    const soil = document.querySelector('[data-hazard="soil_movement"]') as HTMLElement;
    expect(within(soil).getAllByText('0.030 %').length).toBeGreaterThan(0);
    expect(within(soil).getByText(`Failure: Not Calculated (${reason})`)).toBeTruthy();
    expect(within(soil).queryByText('0.020 %')).toBeNull();
    // Other hazards keep their failure figures; a hazard not computed at all says so once.
    const heat = document.querySelector('[data-hazard="heat"]') as HTMLElement;
    expect(within(heat).getAllByText('0.020 %').length).toBeGreaterThan(0);
    expect(screen.getByText('Reason: No tropical cyclones reach the site')).toBeTruthy();
  });

  it('says the same on the phone cards', () => {
    render(
      <MantineProvider>
        <HazardCards rows={rows} />
      </MantineProvider>,
    );
    const soil = document.querySelector('[data-hazard="soil_movement"]') as HTMLElement;
    expect(within(soil).getByText(`Failure: Not Calculated (${reason})`)).toBeTruthy();
    expect(within(soil).queryByText(/Failure 0/)).toBeNull();
  });
});

describe('the flood-defence note', () => {
  const defended = (years: number | undefined) =>
    ({
      ...analysis,
      metadata: {
        flood_riverine: { description: 'Riverine flooding', flood_defence_return_period: years },
      },
    }) as unknown as AnalysisResult;

  it('states the protection standard in whole years, as a risk analyst reads it', () => {
    render(
      <MantineProvider>
        <FloodDefenceNote analysis={defended(123.2)} />
      </MantineProvider>,
    );
    expect(
      screen.getByText(/assume a flood protection standard of 1 in 123 years: the river/),
    ).toBeTruthy();
    expect(screen.queryByText(/123\.2/)).toBeNull();
  });

  it('says nothing when the analysis assumed no defence', () => {
    render(
      <MantineProvider>
        <FloodDefenceNote analysis={defended(undefined)} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/flood protection standard/)).toBeNull();
  });
});

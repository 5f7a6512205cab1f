import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { archetypeReply, catalogue, getArchetype } from '@hazardscope/catalogue';
import type { AnalysisResult } from '@hazardscope/contracts';
import { errorReply, renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { storedResultOf } from '../customisation/stored-result-fixture.ts';
import { PurchaseSummary } from './purchase-summary.tsx';

function missing(what: string): never {
  throw new Error(`the catalogue has no ${what}`);
}
const simpleHouse = getArchetype('SH') ?? missing('SH');
const reply = archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']) ?? missing('SH');

/** A Simple House whose ground elevation the analysis took from the elevation data: 60.46 m. */
function analysisWithElevationFromData(): AnalysisResult {
  const analysis = storedResultOf(simpleHouse, {
    design: { elevation: null, fireProtection: 'none', foundationDesign: 'normal' },
  });
  analysis.site = {
    elevationMetres: 60.46,
    elevationDataset: 'ETOPO5 5′ (embedded)',
    elevationSource: 'embedded',
    distanceToCoastKilometres: 140,
    region: null,
  };
  return analysis;
}

/** The design table's rows as label → value. */
async function designRows(): Promise<Record<string, string>> {
  const table = await screen.findByRole('table', { name: 'Design Specifications' });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent ?? ''),
      )
      .map(([label, value]) => [label ?? '', value ?? '']),
  );
}

describe('PurchaseSummary', () => {
  it('shows the design values the analysis used, written as the PDF report writes them', async () => {
    stubServer((_method, path) =>
      path === '/api/archetype' ? { status: 200, body: reply } : errorReply(404, 'NOT_FOUND', path),
    );
    renderWithAccount(<PurchaseSummary analysis={analysisWithElevationFromData()} />);
    const rows = await designRows();
    expect(rows['Ground elevation (m)']).toBe('60.5 m (from the elevation data)');
    expect(rows['Elevation dataset']).toBe('ETOPO5 5′ (embedded)');
    expect(rows['Wildfire protection']).toBe('None');
    expect(rows['Foundation design']).toBe('Normal');
    expect(rows['Heat design threshold']).toBe('From regulations');
    expect(rows['Wind design threshold']).toMatch(/^1 in \d[\d,]*$/);
    expect(rows['Replacement cost']).toMatch(/^USD \$[\d,]+$/);
    // Labels, never machine names or raw values.
    const table = screen.getByRole('table', { name: 'Design Specifications' });
    expect(table.textContent).not.toMatch(/heightAboveGround|fireProtection|none|normal/);
  });

  it('says so when the archetype’s fields cannot be loaded, instead of machine names', async () => {
    stubServer(() => errorReply(503, 'UNAVAILABLE', 'down'));
    renderWithAccount(<PurchaseSummary analysis={analysisWithElevationFromData()} />);
    expect(await screen.findByText('The design specifications could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Design Specifications' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Element Specifications' })).toBeTruthy();
  });
});

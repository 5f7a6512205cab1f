import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { archetypeReply, catalogue, getArchetype } from '@hazardscope/catalogue';
import type { AnalysisResult } from '@hazardscope/contracts';
import { errorReply, renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { storedResultOf } from '../customisation/stored-result-fixture.ts';
import { DetailTab } from './detail-tab.tsx';

function missing(what: string): never {
  throw new Error(`the catalogue has no ${what}`);
}
const simpleHouse = getArchetype('SH') ?? missing('SH');
const reply = archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']) ?? missing('SH');

/** A Simple House in Sydney, run with no bushfire protection and a normal foundation. */
function analysis(): AnalysisResult {
  const result = storedResultOf(simpleHouse, {
    design: {
      fireProtection: 'none',
      foundationDesign: 'normal',
      windThreshold: 0.002,
      heatThreshold: null,
    },
  });
  return {
    ...result,
    geometry: { type: 'Point', coordinates: [151.2093, -33.8688] },
    warnings: [],
    metadata: {} as AnalysisResult['metadata'],
    site: {
      elevationMetres: 35.21,
      elevationDataset: 'ETOPO5 5′ (embedded)',
      elevationSource: 'embedded',
      distanceToCoastKilometres: 2,
      region: null,
    },
  };
}

/** Opens the Archetype Specifications section and reads its design table as label → value. */
async function openDesignRows(): Promise<Record<string, string>> {
  fireEvent.click(screen.getByRole('button', { name: 'Archetype Specifications' }));
  const table = await screen.findByRole('table', { name: 'Design Specifications' });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole('cell'))
      .map(([label, value]) => [label?.textContent ?? '', value?.textContent ?? '']),
  );
}

describe('the Detail tab', () => {
  it('shows the design values by their labels, as the report and the Purchase Summary write them', async () => {
    stubServer((_method, path) =>
      path === '/api/archetype' ? { status: 200, body: reply } : errorReply(404, 'NOT_FOUND', path),
    );
    renderWithAccount(<DetailTab analysis={analysis()} analysisId="run-1" />);
    const rows = await openDesignRows();
    expect(rows['Wildfire protection']).toBe('None');
    expect(rows['Foundation design']).toBe('Normal');
    expect(rows['Wind design threshold']).toBe('1 in 500');
    expect(rows['Heat design threshold']).toBe('From regulations');
    expect(rows['Replacement cost']).toMatch(/^USD \$[\d,]+$/);
    // Raw design values never reach the reader.
    const table = screen.getByRole('table', { name: 'Design Specifications' });
    expect(table.textContent).not.toMatch(/\bnone\b|\bnormal\b|fireProtection/);
  });

  it('says so when the archetype’s fields cannot be loaded, and still lists the elements', async () => {
    stubServer(() => errorReply(503, 'UNAVAILABLE', 'down'));
    renderWithAccount(<DetailTab analysis={analysis()} analysisId="run-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Archetype Specifications' }));
    expect(await screen.findByText('The design specifications could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Share of cost' })).toBeTruthy();
  });
});

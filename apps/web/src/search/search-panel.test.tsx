import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { formValuesFromSearch } from './form-values.ts';
import { SearchPanel, unknownAssetTypeText, type SearchPanelProps } from './search-panel.tsx';

const hierarchy = { Building: { Residential: [{ acronym: 'SH', name: 'Simple House' }] } };

function renderPanel(search: string, update: SearchPanelProps['update'] = () => {}) {
  stubServer(() => ({ status: 200, body: hierarchy }));
  renderWithAccount(
    <SearchPanel
      values={formValuesFromSearch(search)}
      update={update}
      busy={false}
      onGo={() => {}}
    />,
  );
}

describe('SearchPanel', () => {
  it('warns about an asset type in the link that the catalogue does not hold, and holds GO', async () => {
    renderPanel('?latitude=-33.9&longitude=151.2&archetypeService=Building&archetype=XYZ');
    expect(await screen.findByText(unknownAssetTypeText('XYZ'))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'GO' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing for a known asset type', async () => {
    renderPanel('?latitude=-33.9&longitude=151.2&archetypeService=Building&archetype=SH');
    expect(await screen.findByDisplayValue('Simple House')).toBeTruthy();
    expect(screen.queryByText(/not one of ours/)).toBeNull();
    expect((screen.getByRole('button', { name: 'GO' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the four emissions scenarios, RCP 8.5 first chosen, and passes a choice on', async () => {
    let values = formValuesFromSearch('?latitude=-33.9&longitude=151.2');
    renderPanel('?latitude=-33.9&longitude=151.2', (change) => {
      values = change(values);
    });
    const scenario = (await screen.findByLabelText(/Emissions scenario/)) as HTMLSelectElement;
    expect(scenario.value).toBe('ssp585');
    expect([...scenario.options].map((option) => option.text)).toEqual([
      'SSP1-2.6 (low emissions)',
      'SSP2-4.5 (intermediate emissions)',
      'SSP3-7.0 (high emissions)',
      'RCP 8.5 (≈ SSP5-8.5)',
    ]);
    fireEvent.change(scenario, { target: { value: 'ssp245' } });
    expect(values.climateScenario).toBe('ssp245');
  });
});

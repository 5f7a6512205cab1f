import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { formValuesFromSearch } from './form-values.ts';
import { SearchPanel, unknownAssetTypeText } from './search-panel.tsx';

const hierarchy = { Building: { Residential: [{ acronym: 'SH', name: 'Simple House' }] } };

function renderPanel(search: string) {
  stubServer(() => ({ status: 200, body: hierarchy }));
  renderWithAccount(
    <SearchPanel
      values={formValuesFromSearch(search)}
      update={() => {}}
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
});

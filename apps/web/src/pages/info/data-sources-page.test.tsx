import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { customProductConfig, renderPage } from '../render-page.tsx';
import { DataSourcesPage } from './data-sources-page.tsx';
import { dataSourceThemeLabels, dataSourceThemes, dataSources } from './data-sources.ts';

describe('DataSourcesPage', () => {
  it('shows a section heading for every dataset group', () => {
    renderPage(<DataSourcesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Data sources' })).toBeTruthy();
    for (const theme of dataSourceThemes) {
      expect(
        screen.getByRole('heading', { level: 2, name: dataSourceThemeLabels[theme] }),
      ).toBeTruthy();
    }
  });

  it('shows every dataset with its attribution inside its own group', () => {
    renderPage(<DataSourcesPage />);
    for (const source of dataSources) {
      const section = document.getElementById(source.theme);
      if (section === null) throw new Error(`no section for ${source.theme}`);
      expect(within(section).getByRole('heading', { level: 3, name: source.name })).toBeTruthy();
      expect(within(section).getAllByText(source.attribution).length).toBeGreaterThan(0);
    }
  });

  it('credits the GeoNames gazetteer and the coastal water levels of Kirezci et al.', () => {
    renderPage(<DataSourcesPage />);
    expect(screen.getAllByText(/GeoNames/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Kirezci/).length).toBeGreaterThan(0);
  });

  it('takes the product name and support e-mail from the product configuration', () => {
    renderPage(<DataSourcesPage />, customProductConfig);
    expect(
      screen.getByText(/Riverbank Risk Studio is built on public scientific data/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@riverbank.example' })).toBeTruthy();
  });
});

describe('dataSources', () => {
  it('gives every group at least one dataset and every dataset a licence credit', () => {
    for (const theme of dataSourceThemes) {
      expect(dataSources.some((source) => source.theme === theme)).toBe(true);
    }
    for (const source of dataSources) {
      expect(source.attribution.length).toBeGreaterThan(20);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  customProductConfig,
  expectHeadings,
  renderPage,
} from '../../test-support/render-page.tsx';
import { DisclaimerCaveatsPage } from './disclaimer-caveats-page.tsx';
import { caveatChapters } from '@hazardscope/contracts';

describe('DisclaimerCaveatsPage', () => {
  it('shows the disclaimer and every numbered caveat section of the PDF report', () => {
    renderPage(<DisclaimerCaveatsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer and caveats' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: '2 Scientific limitations' }),
    ).toBeTruthy();
    expectHeadings(3, [
      '1.1 What the products do and do not do',
      '1.2 No forecast',
      '1.3 No financial advice',
      '1.4 Exclusion of liability',
      '2.1 Scope of modelling',
      '2.2 Financial modelling',
    ]);
  });

  it('states the stress-test scenario, the coarse data and the independence assumption', () => {
    renderPage(<DisclaimerCaveatsPage />);
    expect(screen.getByText(/RCP8\.5 \/ SSP5-8\.5 stress test/)).toBeTruthy();
    expect(screen.getByText(/grid of 5 arc-minutes/)).toBeTruthy();
    expect(screen.getByText(/single year of the Fire Weather Index/)).toBeTruthy();
    expect(screen.getByText(/treated as statistically independent/)).toBeTruthy();
  });

  it('does not name the provider twice when it has the product’s name', () => {
    renderPage(<DisclaimerCaveatsPage />, {
      productName: 'Riverbank Risk Studio',
      providerShortName: 'Riverbank Risk Studio',
    });
    expect(
      screen.getByText(/^Riverbank Risk Studio is a screening tool\. It estimates/),
    ).toBeTruthy();
  });

  it('names the configured product and provider', () => {
    renderPage(<DisclaimerCaveatsPage />, customProductConfig);
    expect(
      screen.getByText(/Riverbank Risk Studio is a screening tool provided by Riverbank Analytics/),
    ).toBeTruthy();
    expect(screen.queryByText(/Hazardscope/)).toBeNull();
  });
});

describe('caveatChapters', () => {
  it('puts the product name into the texts the PDF report will reuse', () => {
    const chapters = caveatChapters({ productName: 'Product X', providerShortName: 'Provider Y' });
    const texts = chapters.flatMap((chapter) => [
      ...chapter.paragraphs,
      ...chapter.sections.flatMap((section) => section.paragraphs),
    ]);
    expect(texts.some((text) => text.includes('Product X'))).toBe(true);
    expect(texts.some((text) => text.includes('Provider Y'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hazardKeys, hazardLabels } from '@hazardscope/contracts';
import {
  customProductConfig,
  expectHeadings,
  renderPage,
} from '../../test-support/render-page.tsx';
import { MethodsPage } from './methods-page.tsx';
import { hazardMethods } from '@hazardscope/contracts';

describe('MethodsPage', () => {
  it('shows the outline headings of the method', () => {
    renderPage(<MethodsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Scientific Methods - Outline' }),
    ).toBeTruthy();
    expectHeadings(2, [
      'A stress test, not a forecast',
      'Hazard, exposure and vulnerability',
      'Exceedance curves and expected annual damage',
      'Failure probability',
      'Climate change: the warming path',
      'The nine hazards',
      'Ratings',
      'Limitations',
    ]);
  });

  it('gives every hazard its own card with the text of the hazard-methods module', () => {
    renderPage(<MethodsPage />);
    for (const hazard of hazardKeys) {
      expect(screen.getByRole('heading', { level: 3, name: hazardLabels[hazard] })).toBeTruthy();
      expect(screen.getByText(hazardMethods[hazard].intensityMeasure)).toBeTruthy();
    }
  });

  it('states the combined failure formula, the return periods and the rating thresholds', () => {
    renderPage(<MethodsPage />);
    expect(screen.getByText('FP(y) = 1 − Π_h (1 − FP_h(y))')).toBeTruthy();
    expect(screen.getByText(/2, 5, 10, 20, 50, 100, 200, 500, 1000 years/)).toBeTruthy();
    expect(screen.getByText(/Low: VAR below 0\.2 % a year/)).toBeTruthy();
    expect(screen.getByText(/High: VAR of 1 % a year or more/)).toBeTruthy();
  });

  it('names the configured product', () => {
    renderPage(<MethodsPage />, customProductConfig);
    expect(screen.getByText(/How Riverbank Risk Studio estimates/)).toBeTruthy();
  });
});

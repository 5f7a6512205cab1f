import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  customProductConfig,
  expectHeadings,
  renderPage,
} from '../../test-support/render-page.tsx';
import { TermsAndConditionsPage } from './terms-and-conditions-page.tsx';

describe('TermsAndConditionsPage', () => {
  it('has the numbered sections of the agreement', () => {
    renderPage(<TermsAndConditionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expectHeadings(2, [
      '2. Licence to use the service',
      '3. Free and commercial tiers',
      '5. Price and payment',
      '6. Nature of the results',
      '8. Intellectual property',
      '9. Liability',
      '10. Termination',
      '12. Governing terms',
      '13. Contact',
    ]);
  });

  it('lets either party terminate without cause on 14 days’ notice', () => {
    renderPage(<TermsAndConditionsPage />);
    expect(
      screen.getByText(
        /Either party may end this agreement without giving a reason by giving the other 14 days’ notice/,
      ),
    ).toBeTruthy();
  });

  it('states how many saved analyses an account keeps', () => {
    renderPage(<TermsAndConditionsPage />);
    expect(screen.getByText(/An account keeps at most 500 saved analyses/)).toBeTruthy();
  });

  it('quotes the commercial price', () => {
    renderPage(<TermsAndConditionsPage />);
    expect(
      screen.getByText(/A commercial analysis costs USD \$1035 per single-asset analysis/),
    ).toBeTruthy();
  });

  it('quotes the installation’s price when it is configured otherwise', () => {
    renderPage(<TermsAndConditionsPage />, { purchasePriceLabel: 'EUR €980' });
    expect(
      screen.getByText(/A commercial analysis costs EUR €980 per single-asset analysis/),
    ).toBeTruthy();
  });

  it('names the configured product and provider', () => {
    renderPage(<TermsAndConditionsPage />, customProductConfig);
    expect(screen.getByText(/between you and Riverbank Analytics/)).toBeTruthy();
    expect(screen.getByText('The terms on which you may use Riverbank Risk Studio.')).toBeTruthy();
  });
});

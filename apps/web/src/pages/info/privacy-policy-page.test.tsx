import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  customProductConfig,
  expectHeadings,
  renderPage,
} from '../../test-support/render-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

describe('PrivacyPolicyPage', () => {
  it('covers what is stored, cookies, e-mail, sharing and rights', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expectHeadings(2, [
      'What we store and why',
      'Cookies and local storage',
      'E-mail',
      'Who else sees your information',
      'Your rights',
      'Contact',
    ]);
    expect(screen.getByText(/expires after 7 days/)).toBeTruthy();
    expect(
      screen.getByText(/We do not sell, rent or trade your personal information/),
    ).toBeTruthy();
    expect(screen.getByText(/salted one-way hash/)).toBeTruthy();
    expect(
      screen.getByText(/Nothing is recorded when your browser sends Do Not Track/),
    ).toBeTruthy();
  });

  it('gives the configured support e-mail and provider as the contact', () => {
    renderPage(<PrivacyPolicyPage />, customProductConfig);
    expect(screen.getAllByRole('link', { name: 'help@riverbank.example' }).length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getByText(/Riverbank Risk Studio is operated by Riverbank Analytics/),
    ).toBeTruthy();
  });
});

/**
 * The free and commercial tiers with what each includes. The commercial price is the
 * installation's (PURCHASE_PRICE and PURCHASE_CURRENCY, sent as `purchasePriceLabel` in the public
 * configuration): the pricing page and the terms quote it from there.
 */

/** What a tier offers for one feature: included, not included, or a short qualified answer. */
export type TierOffer = boolean | string;

export interface PlanFeature {
  feature: string;
  free: TierOffer;
  commercial: TierOffer;
}

export const planFeatures: readonly PlanFeature[] = [
  { feature: 'Single-asset analysis', free: true, commercial: true },
  {
    feature: 'Portfolios of many assets',
    free: false,
    commercial: 'Priced by asset count (below)',
  },
  {
    feature: 'Standard asset types',
    free: '100 standard asset types',
    commercial: '100 standard asset types',
  },
  { feature: 'Results', free: 'Illustrative sample results only', commercial: 'Real results' },
  { feature: 'Commercial use', free: false, commercial: true },
  {
    feature: 'Customisation of design elements and materials',
    free: false,
    commercial: 'Yes, with two re-runs',
  },
  { feature: 'Asset life and analysis timespan settings', free: false, commercial: true },
  {
    feature: 'Risk rating for the current year and end of asset life (2100 by default)',
    free: 'Sample only',
    commercial: true,
  },
  {
    feature: 'Impacts charted per hazard, with each hazard’s contribution',
    free: 'Sample only',
    commercial: true,
  },
  { feature: 'Vulnerability of elements', free: 'Sample only', commercial: true },
  { feature: 'Adaptation planning', free: false, commercial: true },
  { feature: 'Saved report in your account', free: false, commercial: true },
  { feature: 'CSV export', free: false, commercial: 'Yes, with export permission' },
  { feature: 'PDF report', free: 'Sample report download', commercial: 'Printable PDF report' },
];

/** The price row of the comparison, with the installation's price as shown, e.g. 'USD $1035'. */
export function priceFeature(commercialPriceLabel: string): PlanFeature {
  return { feature: 'Price', free: 'Free', commercial: `${commercialPriceLabel} per analysis` };
}

/** A client-type mark shown in the footer carousel (title, src). */
export interface PartnerLogo {
  title: string;
  src: string;
}

/** Our own marks for the kinds of organisation that use the product — not other companies' logos. */
export const partnerLogos: PartnerLogo[] = [
  { title: 'City Councils', src: '/logos/city-council.svg' },
  { title: 'State Governments', src: '/logos/state-government.svg' },
  { title: 'Broadband Networks', src: '/logos/broadband.svg' },
  { title: 'Water Utilities', src: '/logos/water-utility.svg' },
  { title: 'Banks', src: '/logos/bank.svg' },
  { title: 'Engineering Consultancies', src: '/logos/consultancy.svg' },
  { title: 'Property Groups', src: '/logos/property-group.svg' },
  { title: 'Asset Managers', src: '/logos/asset-manager.svg' },
  { title: 'Energy Networks', src: '/logos/energy-network.svg' },
  { title: 'Ports and Transport', src: '/logos/ports-authority.svg' },
];

/**
 * How many logos the carousel shows at a viewport width: 8 by default; 7 for 799–899,
 * 6 for 699–799, 5 for 599–699, 4 for 499–599, 3 for 299–499, and 1 below 299.
 */
export function carouselItemCount(viewportWidthPx: number): number {
  if (viewportWidthPx < 299) return 1;
  if (viewportWidthPx < 499) return 3;
  if (viewportWidthPx < 599) return 4;
  if (viewportWidthPx < 699) return 5;
  if (viewportWidthPx < 799) return 6;
  if (viewportWidthPx < 899) return 7;
  return 8;
}

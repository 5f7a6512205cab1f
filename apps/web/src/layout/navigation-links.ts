/**
 * The top bar's links. The first four open in a new tab; Pricing is internal. `inlineAboveWidthPx` is
 * the viewport width below which a link moves into the menu. About, Our Solutions and Data & Methods
 * need the bar's full width (logo, five links, Login and Menu take about 880 px), so they move into
 * the menu below 900 px; Contact and Pricing, which fit beside Login and Menu on a phone, stay inline
 * down to 480 and 400 px.
 */
export interface NavigationLink {
  label: string;
  href: string;
  newTab: boolean;
  inlineAboveWidthPx: number;
}

export function navigationLinks(supportEmail: string): NavigationLink[] {
  return [
    { label: 'About', href: '/info/methods', newTab: true, inlineAboveWidthPx: 900 },
    { label: 'Our Solutions', href: '/pricing', newTab: true, inlineAboveWidthPx: 900 },
    { label: 'Contact', href: `mailto:${supportEmail}`, newTab: true, inlineAboveWidthPx: 480 },
    { label: 'Data & Methods', href: '/info/data_sources', newTab: true, inlineAboveWidthPx: 900 },
  ];
}

export const pricingLink: NavigationLink = {
  label: 'Pricing',
  href: '/pricing',
  newTab: false,
  inlineAboveWidthPx: 400,
};

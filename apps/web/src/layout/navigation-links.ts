/**
 * The top bar's links. The first four open in a new tab; Pricing is
 * internal. `inlineAboveWidthPx` is the viewport width below which a link moves into the menu.
 */
export interface NavigationLink {
  label: string;
  href: string;
  newTab: boolean;
  inlineAboveWidthPx: number;
}

export function navigationLinks(supportEmail: string): NavigationLink[] {
  return [
    { label: 'About', href: '/info/methods', newTab: true, inlineAboveWidthPx: 600 },
    { label: 'Our Solutions', href: '/pricing', newTab: true, inlineAboveWidthPx: 600 },
    { label: 'Contact', href: `mailto:${supportEmail}`, newTab: true, inlineAboveWidthPx: 480 },
    { label: 'Data & Methods', href: '/info/data_sources', newTab: true, inlineAboveWidthPx: 600 },
  ];
}

export const pricingLink: NavigationLink = {
  label: 'Pricing',
  href: '/pricing',
  newTab: false,
  inlineAboveWidthPx: 400,
};

import { portfolioPagePath } from '@hazardscope/contracts';

/**
 * The top bar's links. The first four open in a new tab; Pricing and Portfolio are internal.
 * `inlineAboveWidthPx` is the viewport width below which a link moves into the menu. About, Our
 * Solutions and Data & Methods need the bar's full width (logo, six links, Login and Menu take about
 * 960 px), so they move into the menu below 1000 px; Portfolio stays inline down to 640 px, Contact
 * and Pricing, which fit beside Login and Menu on a phone, down to 480 and 400 px.
 */
export interface NavigationLink {
  label: string;
  href: string;
  newTab: boolean;
  inlineAboveWidthPx: number;
}

export function navigationLinks(supportEmail: string): NavigationLink[] {
  return [
    { label: 'About', href: '/info/methods', newTab: true, inlineAboveWidthPx: 1000 },
    { label: 'Our Solutions', href: '/pricing', newTab: true, inlineAboveWidthPx: 1000 },
    { label: 'Contact', href: `mailto:${supportEmail}`, newTab: true, inlineAboveWidthPx: 480 },
    { label: 'Data & Methods', href: '/info/data_sources', newTab: true, inlineAboveWidthPx: 1000 },
  ];
}

/** The Portfolio page: also a fixed entry of the menu, whatever the width. */
export const portfolioLink: NavigationLink = {
  label: 'Portfolio',
  href: portfolioPagePath,
  newTab: false,
  inlineAboveWidthPx: 640,
};

export const pricingLink: NavigationLink = {
  label: 'Pricing',
  href: '/pricing',
  newTab: false,
  inlineAboveWidthPx: 400,
};

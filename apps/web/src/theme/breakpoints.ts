/** Viewport widths (px) at which the layout changes. */
export const breakpoints = {
  footerMinimum: 99,
  ultraMobileNavbar: 360,
  pricingLinkInline: 400,
  contactLinkInline: 480,
  mobileNavbar: 600,
  mobileHazardTable: 640,
  mobile: 799,
  layout: 800,
  compactButtons: 1070,
} as const;

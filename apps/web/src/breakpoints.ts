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

/** A media query true when the viewport is at most `widthPx` wide. */
export const atMost = (widthPx: number) => `(max-width: ${widthPx}px)`;
/** A media query true when the viewport is wider than `widthPx`. */
export const wider = (widthPx: number) => `(min-width: ${widthPx + 1}px)`;

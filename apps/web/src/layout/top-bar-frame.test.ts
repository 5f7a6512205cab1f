import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../theme/breakpoints.ts';

describe("the top bar's stylesheet", () => {
  it('turns the bar compact and hides the product name at the breakpoints the script uses', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'top-bar.module.css'), 'utf8');
    const below = (widthPx: number) => `@media (max-width: ${widthPx - 0.02}px)`;
    expect(css).toContain(`${below(breakpoints.mobileNavbar)} {\n  .inner {`);
    expect(css).toContain(`${below(breakpoints.ultraMobileNavbar)} {\n  .productName {`);
  });
});

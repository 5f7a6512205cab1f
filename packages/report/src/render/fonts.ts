import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The report's typeface: Inter, the family the web app uses, embedded as static
 * WOFF files from `typeface-inter` (full character set: ≥ → ₂ ° Σ Π). The `@fontsource/inter`
 * files are split by Unicode range and lack these symbols, and fontkit cannot subset Inter's WOFF2
 * composite glyphs, so the WOFF (1) files are used.
 */
export const reportFonts = {
  regular: 'Inter',
  semiBold: 'Inter-SemiBold',
} as const;

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`typeface-inter/Inter Web/${name}`);

let cached: Record<keyof typeof reportFonts, Buffer> | undefined;

/** The font files, read once per process (~270 kB). */
export function reportFontFiles(): Record<keyof typeof reportFonts, Buffer> {
  cached ??= {
    regular: readFileSync(fontFile('Inter-Regular.woff')),
    semiBold: readFileSync(fontFile('Inter-SemiBold.woff')),
  };
  return cached;
}

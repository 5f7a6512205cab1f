import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

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

let cachedFiles: Record<keyof typeof reportFonts, Buffer> | undefined;

/**
 * The fonts, read and unwrapped from WOFF once per process. Handed the WOFF files, fontkit inflated
 * their tables with its pure-JavaScript inflate for every document, about two thirds of a report's
 * rendering time (measured: 2.4 s of 3.7 s for the 29-page sample report).
 */
export function reportFontFiles(): Record<keyof typeof reportFonts, Buffer> {
  cachedFiles ??= {
    regular: sfntFromWoff(readFileSync(fontFile('Inter-Regular.woff'))),
    semiBold: sfntFromWoff(readFileSync(fontFile('Inter-SemiBold.woff'))),
  };
  return cachedFiles;
}

/**
 * OpenType features the report's text is laid out without: Inter's contextual alternates ('calt':
 * an arrow drawn for '->', a times sign for the x of '1x2', brackets, hyphens and colons raised
 * beside capitals and digits; the report writes '→' and '×' where it means them). fontkit tries
 * those chained-context rules at every glyph of every word it lays out; in a report worker's first
 * 30-page report that was ~270 ms of ~1.5 s of drawing (measured with the bundled worker of
 * `npm start`). The report's pages rendered with pdftoppm at 110 dpi look the same without them.
 */
const featuresTurnedOff = { calt: false } as const;

let cachedFaces: Record<keyof typeof reportFonts, Font> | undefined;

/**
 * The fonts parsed by fontkit once per process and shared by every document and by the chart text
 * measurer. Registered from their bytes, each pdfkit document parsed its own copy, and fontkit reads
 * a font's tables (the glyph substitution and positioning tables above all) lazily, once per
 * parsed copy. A fontkit font keeps only what it has decoded; each document makes its own subset.
 */
function reportFontFaces(): Record<keyof typeof reportFonts, Font> {
  if (cachedFaces === undefined) {
    const files = reportFontFiles();
    cachedFaces = { regular: parseFace(files.regular), semiBold: parseFace(files.semiBold) };
  }
  return cachedFaces;
}

function parseFace(file: Buffer): Font {
  const parsed = create(file);
  // An OpenType file holds one font; a collection (TTC, DFont) would need a name to pick one.
  if (!('layout' in parsed)) throw new Error('the report font is a collection, not one font');
  const layoutWithFeatures = parsed.layout.bind(parsed);
  // pdfkit lays out text without naming features (naming them would also bypass its per-word
  // layout cache), so the font's own layout method is shadowed by one that passes
  // `featuresTurnedOff` wherever the caller names no features.
  const layout: Font['layout'] = (text, features, ...rest) =>
    layoutWithFeatures(text, features ?? featuresTurnedOff, ...rest);
  Object.defineProperty(parsed, 'layout', { value: layout });
  return parsed;
}

/**
 * Registers the report's fonts with a pdfkit document under the names of `reportFonts`. pdfkit
 * (since 0.17) takes an already parsed fontkit font as a font source; its type definitions list
 * only files and bytes, hence the wider signature here.
 */
export function registerReportFonts(document: PDFKit.PDFDocument): void {
  const register = document.registerFont.bind(document) as unknown as (
    name: string,
    source: Font,
  ) => PDFKit.PDFDocument;
  const faces = reportFontFaces();
  register(reportFonts.regular, faces.regular);
  register(reportFonts.semiBold, faces.semiBold);
}

/**
 * The OpenType (SFNT) font inside a WOFF 1.0 file, its tables inflated with Node's zlib and nothing
 * else changed (W3C, WOFF File Format 1.0, 2012: §3 header, §4 table directory, §5 table data, each
 * table zlib-compressed unless its compressed length equals its original length). The SFNT's table
 * directory is rebuilt as OpenType writes it (OpenType spec, 'Organization of an OpenType font':
 * sorted tags, 4-byte aligned tables, searchRange / entrySelector / rangeShift) with the checksums
 * the WOFF directory kept.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const originalLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < originalLength ? inflateSync(stored) : stored;
    if (data.length !== originalLength)
      throw new Error('a WOFF table inflates to the wrong length');
    return { tag, checksum, data };
  }).sort((a, b) => a.tag - b.tag);
  const entrySelector = Math.floor(Math.log2(tableCount));
  const searchRange = 2 ** entrySelector * 16;
  const directoryLength = 12 + tableCount * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const totalLength = tables.reduce(
    (total, table) => total + padded(table.data.length),
    directoryLength,
  );
  const sfnt = Buffer.alloc(totalLength);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(tableCount * 16 - searchRange, 10);
  let offset = directoryLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

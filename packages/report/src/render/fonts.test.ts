import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerReportFonts, reportFontFiles, reportFonts, sfntFromWoff } from './fonts.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('typeface-inter/Inter Web/Inter-Regular.woff'));

describe('sfntFromWoff', () => {
  it('unwraps the WOFF into an OpenType font that sets text exactly as the WOFF does', () => {
    const sfnt = sfntFromWoff(woff);
    // An OpenType font with TrueType outlines begins with version 0x00010000.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    // The WOFF header states the size of the font it holds.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const widthWith = (font: Buffer, text: string) => {
      const document = new PDFDocument();
      document.font(font).fontSize(10);
      return document.widthOfString(text);
    };
    for (const text of ['Value At Risk ≥ 2 °C', 'Σ failure → 1 in 250 years', 'CO₂ Hazardscope']) {
      expect(widthWith(sfnt, text)).toBe(widthWith(woff, text));
    }
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes than the header'))).toThrow(
      'not a WOFF 1.0 font',
    );
  });

  it('hands the report the unwrapped fonts', () => {
    expect(reportFontFiles().regular.toString('latin1', 0, 4)).not.toBe('wOFF');
  });
});

describe('registerReportFonts', () => {
  const documentWithReportFonts = () => {
    const document = new PDFDocument({ autoFirstPage: false });
    registerReportFonts(document);
    return document.font(reportFonts.regular).fontSize(10);
  };

  it('lays text out without contextual alternates: "->" stays a hyphen and a greater-than sign', () => {
    const document = documentWithReportFonts();
    // With Inter's 'calt' the two characters become one arrow glyph of another width.
    expect(document.widthOfString('->')).toBeCloseTo(
      document.widthOfString('-') + document.widthOfString('>'),
      6,
    );
  });

  it('sets text as the font file does apart from that, in every document', () => {
    const fromFile = new PDFDocument({ autoFirstPage: false }).font(reportFontFiles().regular);
    fromFile.fontSize(10);
    for (const text of ['Value At Risk ≥ 2 °C', 'Σ failure → 1 in 250 years', 'Brisbane River']) {
      expect(documentWithReportFonts().widthOfString(text)).toBe(fromFile.widthOfString(text));
      expect(documentWithReportFonts().widthOfString(text)).toBe(fromFile.widthOfString(text));
    }
  });
});

import type { ReportCover } from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins, pageSize } from './layout.ts';
import { writeLocatorMap } from './locator-map-block.ts';
import type { ReportWriter } from './report-writer.ts';
import { writeNotice } from './text-blocks.ts';

function labelled(writer: ReportWriter, label: string, value: string, valueSize: number): void {
  const { doc } = writer;
  writer.font('regular', fontSizes.small, colours.muted);
  doc.text(label, margins.left, doc.y, { width: contentWidth });
  doc.y += 1;
  writer.font('semiBold', valueSize, colours.text);
  doc.text(value, margins.left, doc.y, { width: contentWidth });
  doc.y += 10;
}

/** Page 1: title, who it is for, the asset, date and revision, the locator map, the links. */
export function writeCover(writer: ReportWriter, cover: ReportCover, productName: string): void {
  const { doc } = writer;
  writer.startPart(false);
  doc.rect(0, 0, pageSize.width, 10).fill(colours.brand);
  doc.y = 52;
  writer.font('semiBold', 12, colours.brand);
  doc.text(productName, margins.left, doc.y, { width: contentWidth });
  doc.y += 24;
  writer.font('semiBold', fontSizes.title, colours.brandDark);
  doc.text(cover.title, margins.left, doc.y, { width: contentWidth, characterSpacing: 0.5 });
  doc.y += 8;
  writer.rule(margins.left, margins.left + 90, doc.y, 3, colours.brand);
  doc.y += 22;
  labelled(writer, 'Prepared for', cover.preparedFor, 13);
  labelled(writer, 'Asset address', cover.address, 13);
  labelled(writer, 'Asset type', cover.assetDescription, 11);
  const rowTop = doc.y;
  labelled(writer, 'Date', cover.dateText, 11);
  const afterDate = doc.y;
  doc.y = rowTop;
  writer.font('regular', fontSizes.small, colours.muted);
  doc.text('Revision', margins.left + 170, rowTop, { width: 200 });
  doc.y += 1;
  writer.font('semiBold', 11, colours.text);
  doc.text(cover.revisionLabel, margins.left + 170, doc.y, { width: 200 });
  doc.y = Math.max(afterDate, doc.y + 10);
  if (cover.sampleNotice !== undefined) {
    doc.y += 4;
    writeNotice(writer, cover.sampleNotice);
  }
  doc.y += 6;
  if (cover.locatorMap !== undefined) {
    writeLocatorMap(writer, cover.locatorMap, cover.locatorCaption, 250);
  } else {
    writer.font('regular', fontSizes.caption, colours.muted);
    doc.text(cover.locatorCaption, margins.left, doc.y, { width: contentWidth });
  }

  // Footer links sit above the page footer, each a live link.
  const linksTop = pageSize.height - margins.bottom - 30;
  writer.rule(margins.left, margins.left + contentWidth, linksTop - 8, 0.5, colours.border);
  const columnWidth = contentWidth / cover.footerLinks.length;
  cover.footerLinks.forEach((link, index) => {
    const x = margins.left + index * columnWidth;
    writer.font('semiBold', fontSizes.caption, colours.text);
    doc.text(link.label, x, linksTop, { width: columnWidth - 6, lineBreak: false });
    writer.font('regular', 7, colours.brand);
    doc.text(link.url, x, linksTop + 11, {
      width: columnWidth - 6,
      link: link.url,
      lineBreak: false,
      ellipsis: true,
    });
  });
}

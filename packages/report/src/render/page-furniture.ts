import { colours, contentWidth, fontSizes, margins, pageSize } from './layout.ts';
import type { ReportWriter } from './report-writer.ts';

/**
 * The passes after all content is laid out (pdfkit `bufferPages`): the table of contents, the
 * running header, the 'n / total' footer and the 'SAMPLE ONLY' mark on results pages.
 */
export function writePageFurniture(
  writer: ReportWriter,
  options: { footerText: string; headerText: string; sample: boolean },
): void {
  const { doc } = writer;
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let index = range.start; index < range.start + total; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > 0) {
      writer.font('regular', fontSizes.footer, colours.muted);
      doc.text(options.headerText, margins.left, 30, { width: contentWidth, lineBreak: false });
      writer.rule(margins.left, margins.left + contentWidth, 42, 0.4, colours.border);
    }
    const footerY = pageSize.height - 40;
    writer.rule(margins.left, margins.left + contentWidth, footerY - 8, 0.4, colours.border);
    writer.font('regular', fontSizes.footer, colours.muted);
    doc.text(options.footerText, margins.left, footerY, {
      width: contentWidth - 70,
      lineBreak: false,
      ellipsis: true,
    });
    writer.font('semiBold', fontSizes.footer, colours.text);
    doc.text(`${index + 1} / ${total}`, margins.left + contentWidth - 70, footerY, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    if (options.sample && writer.pageShowsResults[index] === true) writeSampleMark(writer);
    doc.page.margins.bottom = bottomMargin;
  }
}

/** A large diagonal 'SAMPLE ONLY' across the page, faint enough to read the content through. */
function writeSampleMark(writer: ReportWriter): void {
  const { doc } = writer;
  const text = 'SAMPLE ONLY';
  doc.save();
  doc.rotate(-38, { origin: [pageSize.width / 2, pageSize.height / 2] });
  writer.font('semiBold', 86, colours.notice);
  doc.fillOpacity(0.13);
  const width = doc.widthOfString(text);
  doc.text(text, pageSize.width / 2 - width / 2, pageSize.height / 2 - 48, { lineBreak: false });
  doc.restore();
}

/** Fills the reserved contents page with every listed heading and its page number. */
export function writeContents(writer: ReportWriter): void {
  const { doc } = writer;
  if (writer.contentsPageIndex === undefined) return;
  doc.switchToPage(writer.contentsPageIndex);
  let y = writer.contentsTop;
  for (const entry of writer.contentsEntries) {
    const indent = (entry.level - 1) * 16;
    const size = entry.level === 1 ? 10.5 : 9.5;
    writer.font(entry.level === 1 ? 'semiBold' : 'regular', size, colours.text);
    if (entry.level === 1) y += 5;
    const pageText = String(entry.pageIndex + 1);
    const labelWidth = doc.widthOfString(entry.label);
    const pageWidth = doc.widthOfString(pageText);
    doc.text(entry.label, margins.left + indent, y, { lineBreak: false });
    doc.text(pageText, margins.left + contentWidth - pageWidth, y, { lineBreak: false });
    // Dot leaders between the label and the page number.
    const leaderStart = margins.left + indent + labelWidth + 6;
    const leaderEnd = margins.left + contentWidth - pageWidth - 6;
    if (leaderEnd > leaderStart) {
      doc
        .moveTo(leaderStart, y + size * 0.85)
        .lineTo(leaderEnd, y + size * 0.85)
        .dash(0.6, { space: 2.4 })
        .lineWidth(0.6)
        .strokeColor(colours.muted)
        .stroke()
        .undash();
    }
    y += size + 6.5;
  }
}

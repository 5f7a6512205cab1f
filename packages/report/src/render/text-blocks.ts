import type { FormulaBlock, HeadingBlock, ListBlock, ParagraphBlock } from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins } from './layout.ts';
import type { ReportWriter } from './report-writer.ts';

const headingStyle = {
  1: { size: fontSizes.heading1, colour: colours.brandDark, before: 0, after: 10, keep: 120 },
  2: { size: fontSizes.heading2, colour: colours.text, before: 14, after: 6, keep: 90 },
  3: { size: fontSizes.heading3, colour: colours.text, before: 10, after: 4, keep: 60 },
} as const;

/** The space (points) a heading needs below it on its page: its own keep or the block's larger one. */
function headingKeepPoints(block: HeadingBlock): number {
  return Math.max(headingStyle[block.level].keep, block.keepWithNextPoints ?? 0);
}

const isHeading = (block: { kind: string }): block is HeadingBlock => block.kind === 'heading';

/**
 * The blocks with each heading that is directly followed by another heading kept with it and with
 * what that one keeps ('4 Breakdowns' then '4.1 By country…'), so that the first is not left alone
 * at the foot of a page while the second moves to the next.
 */
export function keepStackedHeadings<Block extends { kind: string }>(
  blocks: readonly Block[],
): Block[] {
  const kept = [...blocks];
  for (let index = kept.length - 2; index >= 0; index -= 1) {
    const block = kept[index];
    const next = kept[index + 1];
    if (block === undefined || next === undefined || !isHeading(block) || !isHeading(next))
      continue;
    const style = headingStyle[block.level];
    // Its own line (at most two lines of its size), the space around it, then the next one's keep.
    const ownHeightPoints = style.before + 2 * style.size * 1.25 + style.after;
    kept[index] = { ...block, keepWithNextPoints: ownHeightPoints + headingKeepPoints(next) };
  }
  return kept;
}

/** A heading kept with what follows; recorded for the contents and the PDF outline. */
export function writeHeading(writer: ReportWriter, block: HeadingBlock): void {
  const style = headingStyle[block.level];
  const { doc } = writer;
  writer.ensureSpace(headingKeepPoints(block));
  if (doc.y > margins.top + 1) doc.y += style.before;
  const label = block.number === undefined ? block.text : `${block.number}  ${block.text}`;
  if (block.inContents) {
    writer.contentsEntries.push({ level: block.level, label, pageIndex: writer.pageIndex });
    if (block.level === 1) doc.outline.addItem(label);
  }
  writer.font('semiBold', style.size, style.colour);
  doc.text(label, margins.left, doc.y, { width: contentWidth });
  if (block.level === 1) {
    const lineY = doc.y + 3;
    writer.rule(margins.left, margins.left + contentWidth, lineY, 1.2, colours.brand);
    doc.y = lineY;
  }
  doc.y += style.after;
}

export function writeParagraph(writer: ReportWriter, block: ParagraphBlock): void {
  const { doc } = writer;
  if (block.tone === 'notice') {
    writeNotice(writer, block.text);
    return;
  }
  const size =
    block.tone === 'body'
      ? fontSizes.body
      : block.tone === 'small'
        ? fontSizes.small
        : fontSizes.caption + 0.5;
  writer.font('regular', size, block.tone === 'muted' ? colours.muted : colours.text);
  doc.text(block.text, margins.left, doc.y, {
    width: contentWidth,
    lineGap: 2.2,
    paragraphGap: 0,
  });
  doc.y += size * 0.7;
}

/** The red notice bar of a sample report. */
export function writeNotice(writer: ReportWriter, text: string): void {
  const { doc } = writer;
  const padding = 9;
  writer.font('semiBold', fontSizes.body, '#FFFFFF');
  const height =
    doc.heightOfString(text, { width: contentWidth - 2 * padding, lineGap: 2 }) + 2 * padding;
  writer.ensureSpace(height + 8);
  const top = doc.y;
  doc.roundedRect(margins.left, top, contentWidth, height, 4).fill(colours.notice);
  writer.font('semiBold', fontSizes.body, '#FFFFFF');
  doc.text(text, margins.left + padding, top + padding, {
    width: contentWidth - 2 * padding,
    lineGap: 2,
  });
  doc.y = top + height + 10;
}

export function writeList(writer: ReportWriter, block: ListBlock): void {
  const { doc } = writer;
  const indent = 13;
  for (const item of block.items) {
    writer.font('regular', fontSizes.small);
    const labelText = item.label === undefined ? '' : `${item.label} `;
    const height = doc.heightOfString(labelText + item.text, {
      width: contentWidth - indent,
      lineGap: 1.8,
    });
    writer.ensureSpace(Math.min(height, 40));
    const top = doc.y;
    writer.font('regular', fontSizes.small, colours.brand);
    doc.text('•', margins.left + 2, top, { lineBreak: false });
    if (item.label !== undefined) {
      writer.font('semiBold', fontSizes.small);
      doc.text(labelText, margins.left + indent, top, {
        width: contentWidth - indent,
        continued: true,
        lineGap: 1.8,
      });
      writer.font('regular', fontSizes.small);
      doc.text(item.text, { lineGap: 1.8 });
    } else {
      writer.font('regular', fontSizes.small);
      doc.text(item.text, margins.left + indent, top, {
        width: contentWidth - indent,
        lineGap: 1.8,
      });
    }
    doc.y += 3;
  }
  doc.y += 4;
}

export function writeFormula(writer: ReportWriter, block: FormulaBlock): void {
  const { doc } = writer;
  const padding = 8;
  writer.font('regular', fontSizes.small);
  const height = doc.heightOfString(block.text, { width: contentWidth - 2 * padding, lineGap: 3 });
  writer.ensureSpace(height + 2 * padding + 8);
  const top = doc.y;
  doc.rect(margins.left, top, contentWidth, height + 2 * padding).fill(colours.surface);
  doc.rect(margins.left, top, 2.5, height + 2 * padding).fill(colours.brand);
  writer.font('regular', fontSizes.small);
  doc.text(block.text, margins.left + padding + 4, top + padding, {
    width: contentWidth - 2 * padding,
    lineGap: 3,
  });
  doc.y = top + height + 2 * padding + 8;
}

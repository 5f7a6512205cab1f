import type { TableBlock } from '../report-model.ts';
import { colours, contentWidth, fontSizes, margins } from './layout.ts';
import type { ReportWriter } from './report-writer.ts';

const cellPadding = { horizontal: 5, vertical: 3.2 } as const;
/** A table shorter than this is kept on one page rather than split. */
const keepTogetherPoints = 260;

/**
 * A table whose cells wrap; a row never splits across pages, and the header row is repeated at
 * the top of every page the table continues on.
 */
export function writeTable(writer: ReportWriter, block: TableBlock): void {
  const { doc } = writer;
  const size = block.columns.length >= 4 ? fontSizes.denseTable : fontSizes.table;
  const totalWeight = block.columns.reduce((sum, column) => sum + column.widthWeight, 0);
  const widths = block.columns.map((column) => (column.widthWeight / totalWeight) * contentWidth);
  const muted = new Set(block.mutedRows ?? []);

  const rowHeight = (cells: readonly string[], weight: 'regular' | 'semiBold') => {
    writer.font(weight, size);
    return (
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, {
            width: (widths[index] ?? 0) - 2 * cellPadding.horizontal,
            lineGap: 1.2,
          }),
        ),
      ) +
      2 * cellPadding.vertical
    );
  };

  const drawRow = (
    cells: readonly string[],
    options: { header: boolean; muted: boolean; shaded: boolean },
  ) => {
    const height = rowHeight(cells, options.header ? 'semiBold' : 'regular');
    const top = doc.y;
    if (options.header) doc.rect(margins.left, top, contentWidth, height).fill(colours.surface);
    else if (options.shaded) doc.rect(margins.left, top, contentWidth, height).fill('#FAFBFC');
    let x = margins.left;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      writer.font(
        options.header ? 'semiBold' : 'regular',
        size,
        options.muted ? colours.muted : colours.text,
      );
      doc.text(cell, x + cellPadding.horizontal, top + cellPadding.vertical, {
        width: width - 2 * cellPadding.horizontal,
        align: block.columns[index]?.align ?? 'left',
        lineGap: 1.2,
      });
      x += width;
    });
    writer.rule(
      margins.left,
      margins.left + contentWidth,
      top + height,
      options.header ? 0.9 : 0.5,
      options.header ? colours.muted : colours.border,
    );
    doc.y = top + height;
  };

  const headers = block.columns.map((column) => column.header);
  const headerHeight = rowHeight(headers, 'semiBold');
  const bodyHeights = block.rows.map((cells) => rowHeight(cells, 'regular'));
  const totalHeight = headerHeight + bodyHeights.reduce((sum, height) => sum + height, 0) + 24;
  writer.ensureSpace(
    totalHeight < keepTogetherPoints ? totalHeight : headerHeight + (bodyHeights[0] ?? 0) + 4,
  );
  drawRow(headers, { header: true, muted: false, shaded: false });
  block.rows.forEach((cells, rowIndex) => {
    if (writer.spaceLeft < rowHeight(cells, 'regular')) {
      doc.addPage();
      drawRow(headers, { header: true, muted: false, shaded: false });
    }
    drawRow(cells, { header: false, muted: muted.has(rowIndex), shaded: rowIndex % 2 === 1 });
  });
  doc.y += 6;
  if (block.caption !== undefined) {
    writer.font('regular', fontSizes.caption, colours.muted);
    doc.text(block.caption, margins.left, doc.y, { width: contentWidth, lineGap: 1.5 });
    doc.y += 6;
  }
  doc.y += 4;
}

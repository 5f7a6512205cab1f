import type { HeadingBlock, ParagraphBlock, TableBlock, TableColumn } from '../report-model.ts';

/** Small constructors that keep the part builders readable. */

export function heading(
  level: HeadingBlock['level'],
  number: string | undefined,
  text: string,
  inContents: boolean,
): HeadingBlock {
  return { kind: 'heading', level, number, text, inContents };
}

export function paragraph(text: string, tone: ParagraphBlock['tone'] = 'body'): ParagraphBlock {
  return { kind: 'paragraph', text, tone };
}

export function column(
  header: string,
  widthWeight: number,
  align: TableColumn['align'] = 'left',
): TableColumn {
  return { header, widthWeight, align };
}

/** A two-column label/value table (asset details, scenario parameters). */
export function factsTable(rows: readonly (readonly [string, string])[]): TableBlock {
  return {
    kind: 'table',
    columns: [column('Item', 2), column('Value', 3)],
    rows,
  };
}

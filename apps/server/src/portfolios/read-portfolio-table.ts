import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { portfolioLimits } from '@hazardscope/contracts';
import { unescapeSpreadsheetText } from '@hazardscope/report/inputs';
import { AppError } from '../errors.ts';
import { findUnacceptableText } from '../http/request-text-rules.ts';
import { checkWorkbookSize } from './check-workbook-size.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/**
 * A table as uploaded: the header row, each data row's cells with its line number, and the decimal
 * separator its numbers are written with (',' in a ';'-separated CSV, as Excel writes one in
 * locales with a decimal comma; '.' otherwise).
 */
export interface PortfolioTable {
  headers: string[];
  rows: { line: number; cells: string[] }[];
  decimalSeparator: '.' | ',';
}

/** An XLSX workbook is a ZIP archive: it starts with the local file header 'PK\x03\x04'. */
function isZipArchive(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/** Old Excel (.xls) and other OLE2 compound files start with D0 CF 11 E0 A1 B1 1A E1. */
function isLegacyWorkbook(bytes: Buffer): boolean {
  return (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0xd0cf11e0 &&
    bytes.readUInt32BE(4) === 0xa1b11ae1
  );
}

/** File types people rename to .csv by mistake, by their magic numbers: PDF, PNG, JPEG, GIF, gzip. */
const binarySignatures = ['%PDF-', '\x89PNG', '\xff\xd8\xff', 'GIF8', '\x1f\x8b'].map((signature) =>
  Buffer.from(signature, 'latin1'),
);

/**
 * Reads an uploaded CSV or XLSX (the first sheet) into text cells. Rows with every cell empty are
 * skipped (their line numbers still count). 400 with a message a person can act on for a file
 * that is not a table, holds no data row, or holds more rows than a portfolio takes.
 */
export async function readPortfolioTable(bytes: Buffer): Promise<PortfolioTable> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', portfolioMessages.empty, 'file');
  if (bytes.length > portfolioLimits.fileBytes)
    throw new AppError('BAD_REQUEST', portfolioMessages.tooLarge, 'file');
  if (isLegacyWorkbook(bytes))
    throw new AppError('BAD_REQUEST', portfolioMessages.legacyWorkbook, 'file');
  const { records, decimalSeparator } = isZipArchive(bytes)
    ? { records: await readWorkbook(bytes), decimalSeparator: '.' as const }
    : readCsv(bytes);
  const [header, ...data] = records;
  const headers = (header ?? []).map((cell) => unescapeSpreadsheetText(cell.trim()));
  if (headers.filter((cell) => cell !== '').length === 0)
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  // Lines count rows as a spreadsheet shows them (the header is 1), so a quoted cell holding a line
  // break does not shift the numbers of the rows below it.
  const rows = data
    .map((cells, position) => ({ line: position + 2, cells: cells.map(unescapeSpreadsheetText) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new AppError('BAD_REQUEST', portfolioMessages.empty, 'file');
  refuseUnstorableText(headers, rows);
  if (rows.length > portfolioLimits.rowsPerPortfolio)
    throw new AppError('BAD_REQUEST', portfolioMessages.tooManyRows, 'file');
  return { headers, rows, decimalSeparator };
}

/**
 * A workbook's XML can spell characters PostgreSQL cannot store (a NUL as &#0;, a lone surrogate
 * as &#xD800;); the file is refused, naming the cell, before anything is kept.
 */
function refuseUnstorableText(
  headers: readonly string[],
  rows: readonly { line: number; cells: string[] }[],
): void {
  const headerFault = findUnacceptableText(headers);
  if (headerFault !== undefined)
    throw new AppError('BAD_REQUEST', `Line 1: ${headerFault.message}`, 'file');
  for (const row of rows) {
    const fault = findUnacceptableText(row.cells);
    if (fault === undefined) continue;
    const header = headers[Number(fault.path)] ?? `column ${Number(fault.path) + 1}`;
    throw new AppError('BAD_REQUEST', `Line ${row.line}, ${header}: ${fault.message}`, 'file');
  }
}

/**
 * UTF-8, or — when the bytes are not valid UTF-8 — Windows-1252, the encoding Excel's plain 'CSV'
 * still writes in Western locales ('Zürich' saved from Excel on Windows).
 */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): { records: string[][]; decimalSeparator: '.' | ',' } {
  if (binarySignatures.some((signature) => bytes.subarray(0, signature.length).equals(signature)))
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  const text = decodeText(bytes);
  // Other binary files hold control characters that no table holds (tab, CR and LF aside).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f]/.test(text))
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  const delimiter = detectDelimiter(text);
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (12" pipe, =HYPERLINK("…")) is kept as text.
      relax_quotes: true,
      skip_empty_lines: false,
      delimiter,
    }) as string[][];
    return { records, decimalSeparator: delimiter === ';' ? ',' : '.' };
  } catch (error) {
    // csv-parse names the line where the table stops making sense (an unclosed quote).
    const line = (error as { lines?: number }).lines;
    throw new AppError(
      'BAD_REQUEST',
      line === undefined ? portfolioMessages.notATable : portfolioMessages.unreadableLine(line),
      'file',
    );
  }
}

/** Comma unless the header row holds more semicolons or tabs (spreadsheets in many locales). */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined);
  const count = (character: string) => firstLine.split(character).length - 1;
  const candidates = [',', ';', '\t'];
  return candidates.reduce((best, candidate) =>
    count(candidate) > count(best) ? candidate : best,
  );
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  await checkWorkbookSize(bytes);
  try {
    const sheet = await readSheet(bytes);
    return sheet.map((row) =>
      row.map((cell) =>
        cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell),
      ),
    );
  } catch {
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  }
}

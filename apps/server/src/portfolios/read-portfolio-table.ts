import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { portfolioLimits } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/** A table as uploaded: the header row, and each data row's cells with its line number. */
export interface PortfolioTable {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

/** An XLSX workbook is a ZIP archive: it starts with the local file header 'PK\x03\x04'. */
function isZipArchive(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/**
 * Reads an uploaded CSV or XLSX (the first sheet) into text cells. Rows with every cell empty are
 * skipped (their line numbers still count). 400 with a message a person can act on for a file
 * that is not a table, holds no data row, or holds more rows than a portfolio takes.
 */
export async function readPortfolioTable(bytes: Buffer): Promise<PortfolioTable> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', portfolioMessages.empty, 'file');
  if (bytes.length > portfolioLimits.fileBytes)
    throw new AppError('BAD_REQUEST', portfolioMessages.tooLarge, 'file');
  const records = isZipArchive(bytes) ? await readWorkbook(bytes) : readCsv(bytes);
  const [header, ...data] = records;
  const headers = (header ?? []).map((cell) => cell.trim());
  if (headers.filter((cell) => cell !== '').length === 0)
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  const rows = data
    .map((cells, position) => ({ line: position + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new AppError('BAD_REQUEST', portfolioMessages.empty, 'file');
  if (rows.length > portfolioLimits.rowsPerPortfolio)
    throw new AppError('BAD_REQUEST', portfolioMessages.tooManyRows, 'file');
  return { headers, rows };
}

function readCsv(bytes: Buffer): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Binary files (PDF, images) decode to replacement characters and NULs; a table has neither.
  if (text.includes('\u0000'))
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      delimiter: detectDelimiter(text),
    }) as string[][];
  } catch {
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
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

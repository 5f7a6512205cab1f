import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { zipSync, strToU8 } from 'fflate';

/**
 * Minimal XLSX workbooks for upload tests, written with fflate (the ZIP library read-excel-file
 * itself depends on): the four parts Excel needs, one sheet of inline-string cells.
 */
const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const packageRelationships = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Assets" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRelationships = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const sheetStart = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const sheetEnd = `</sheetData></worksheet>`;
const emptySharedStrings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(column: number): string {
  const letter = String.fromCharCode(65 + (column % 26));
  return column < 26 ? letter : columnLetters(Math.floor(column / 26) - 1) + letter;
}

function rowXml(
  cells: readonly string[],
  rowNumber: number,
  cellXml: (text: string) => string,
): string {
  return `<row r="${rowNumber}">${cells
    .map(
      (cell, column) =>
        `<c r="${columnLetters(column)}${rowNumber}" t="inlineStr"><is><t>${cellXml(cell)}</t></is></c>`,
    )
    .join('')}</row>`;
}

/**
 * A workbook whose first sheet holds these rows (the first is the header). `cellXml` writes a
 * cell's text as XML: escaped, unless a test writes character references of its own.
 */
export function xlsxWorkbook(
  rows: readonly (readonly string[])[],
  cellXml: (text: string) => string = escapeXml,
): Buffer {
  const sheet =
    sheetStart + rows.map((cells, index) => rowXml(cells, index + 1, cellXml)).join('') + sheetEnd;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(contentTypes),
      '_rels/.rels': strToU8(packageRelationships),
      'xl/workbook.xml': strToU8(workbook),
      'xl/_rels/workbook.xml.rels': strToU8(workbookRelationships),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(emptySharedStrings),
    }),
  );
}

/**
 * A zip bomb: a small workbook whose sheet (or shared-strings table) XML unpacks to `unpackedBytes`
 * of one repeated piece. Deflated by Node's zlib as a stream (the test never holds it whole, and a
 * gigabyte takes seconds) and written as a ZIP by hand: local headers, data, central directory.
 */
export async function xlsxBomb(
  part: 'sheet' | 'sharedStrings',
  unpackedBytes: number,
): Promise<Buffer> {
  const repeated =
    part === 'sheet'
      ? `<row r="1">${'<c r="A1" t="inlineStr"><is><t>1</t></is></c>'.repeat(1_000)}</row>`
      : '<si><t>aaaaaaaaaaaaaaaa</t></si>'.repeat(1_000);
  const piece = Buffer.from(repeated.repeat(64));
  const [start, end] =
    part === 'sheet'
      ? [sheetStart, sheetEnd]
      : [
          '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
          '</sst>',
        ];
  const pieces = Math.ceil(unpackedBytes / piece.length);
  async function* bombText() {
    yield Buffer.from(start);
    for (let index = 0; index < pieces; index += 1) yield piece;
    yield Buffer.from(end);
  }
  let crc = 0;
  let size = 0;
  const compressed: Buffer[] = [];
  const deflate = createDeflateRaw({ level: 9 });
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  for await (const chunk of bombText()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const bombPart = part === 'sheet' ? 'xl/worksheets/sheet1.xml' : 'xl/sharedStrings.xml';
  const entries = [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', packageRelationships],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', workbookRelationships],
    part === 'sheet'
      ? ['xl/sharedStrings.xml', emptySharedStrings]
      : [
          'xl/worksheets/sheet1.xml',
          `${sheetStart}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${sheetEnd}`,
        ],
  ].map(([name = '', text = '']) => {
    const raw = Buffer.from(text);
    return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
  });
  entries.push({ name: bombPart, data: Buffer.concat(compressed), crc, size });
  return zipArchive(entries);
}

/** A ZIP archive of deflated entries (APPNOTE 6.3: local headers, then the central directory). */
function zipArchive(entries: { name: string; data: Buffer; crc: number; size: number }[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(entry.crc >>> 0, 14);
    header.writeUInt32LE(entry.data.length, 18);
    header.writeUInt32LE(entry.size >>> 0, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, entry.data);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc >>> 0, 16);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(entry.size >>> 0, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += header.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

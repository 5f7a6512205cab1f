import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A real PNG (8-bit RGB, a green-to-blue gradient) of the given size, for the tests of the site's
 * imagery: what a provider sends is a PNG of this form, and pdfkit must embed it.
 */
export function testPng(widthPixels: number, heightPixels: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPixels, 0);
  header.writeUInt32BE(heightPixels, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let row = 0; row < heightPixels; row += 1) {
    const line = Buffer.alloc(1 + widthPixels * 3); // filter byte 0, then RGB
    for (let column = 0; column < widthPixels; column += 1) {
      line[1 + column * 3] = 40;
      line[2 + column * 3] = Math.round((120 * column) / widthPixels) + 60;
      line[3 + column * 3] = Math.round((120 * row) / heightPixels) + 60;
    }
    rows.push(line);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { portfolioLimits } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/**
 * Refuses an XLSX that unpacks to more than `portfolioLimits.workbookUnpackedBytes` (a ZIP bomb: a
 * few MB of deflated repeated cells or shared strings that expand to gigabytes). Every XML part is
 * inflated as a stream and its bytes counted, then dropped: the sizes a ZIP declares in its headers
 * can lie, the inflated bytes cannot. Memory stays at one inflate window; time is bounded by the
 * limit.
 */
export async function checkWorkbookSize(bytes: Buffer): Promise<void> {
  let unpackedBytes = 0;
  let overLimit = false;
  const unzip = new Unzip((file) => {
    // The parts read-excel-file reads; images and printer settings are never unpacked.
    if (!file.name.endsWith('.xml') && !file.name.endsWith('.rels')) return;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      unpackedBytes += chunk.length;
      if (unpackedBytes > portfolioLimits.workbookUnpackedBytes && !overLimit) {
        overLimit = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  // Fed 4 KiB at a time (a bomb's 4 KiB inflate to ~4 MB, ~0.1 s), yielding between feeds so
  // other requests are served while a large workbook is checked.
  const step = 4 * 1024;
  try {
    for (let start = 0; start < bytes.length && !overLimit; start += step) {
      unzip.push(bytes.subarray(start, start + step), start + step >= bytes.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    throw new AppError('BAD_REQUEST', portfolioMessages.notATable, 'file');
  }
  if (overLimit) throw new AppError('BAD_REQUEST', portfolioMessages.workbookTooLarge, 'file');
}

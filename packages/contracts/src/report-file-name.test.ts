import { describe, expect, it } from 'vitest';
import { assetFileName, reportFileName } from './report-file-name.ts';

describe('reportFileName', () => {
  // The address plus .pdf, with forbidden file-name characters, control characters, reserved device
  // names and trailing dots or spaces replaced by an underscore (one per character replaced).
  it.each([
    [
      'a plain address',
      'Brisbane City QLD 4000, Australia',
      'Brisbane City QLD 4000, Australia.pdf',
    ],
    ['a slash', 'Unit 3/12 Main St', 'Unit 3_12 Main St.pdf'],
    ['a backslash', 'Unit 3\\12 Main St', 'Unit 3_12 Main St.pdf'],
    ['quotes, a colon and a question mark', '"The Mill": Main St?', '_The Mill__ Main St_.pdf'],
    ['angle brackets, a pipe and an asterisk', 'A<B>C|D*E', 'A_B_C_D_E.pdf'],
    ['control characters', 'Main St\u0007\u0000\u001F\u007F', 'Main St____.pdf'],
    ['a reserved device name', 'CON', '_.pdf'],
    ['a reserved device name in another case', 'nul', '_.pdf'],
    ['a reserved device name before an extension', 'lpt1.txt', '_.pdf'],
    ['a word that starts like a device name', 'Console Road', 'Console Road.pdf'],
    ['a trailing dot and space', 'Main St. ', 'Main St__.pdf'],
    ['nothing', '', '_.pdf'],
    ['letters beyond ASCII, kept', 'Bahnhofstraße 1, Zürich', 'Bahnhofstraße 1, Zürich.pdf'],
  ])('%s', (_case, address, expected) => {
    expect(reportFileName(address)).toBe(expected);
  });

  it('names the CSV export by the same rule', () => {
    expect(assetFileName('Unit 3/12 Main St.', 'csv')).toBe('Unit 3_12 Main St_.csv');
  });
});

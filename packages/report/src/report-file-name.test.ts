import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-file-name.ts';

describe('reportFileName', () => {
  it('is the address plus .pdf', () => {
    expect(reportFileName('Brisbane City QLD 4000, Australia')).toBe(
      'Brisbane City QLD 4000, Australia.pdf',
    );
  });

  it('replaces forbidden and control characters with an underscore', () => {
    expect(reportFileName('Unit 3/12 "The Mill": Main St?\u0007')).toBe(
      'Unit 3_12 _The Mill__ Main St__.pdf',
    );
  });

  it('replaces a reserved device name and trailing dots or spaces', () => {
    expect(reportFileName('CON')).toBe('_.pdf');
    expect(reportFileName('lpt1.txt')).toBe('_.pdf');
    expect(reportFileName('Console Road')).toBe('Console Road.pdf');
    expect(reportFileName('Main St. ')).toBe('Main St__.pdf');
    expect(reportFileName('')).toBe('_.pdf');
  });
});

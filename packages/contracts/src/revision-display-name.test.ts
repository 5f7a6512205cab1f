import { describe, expect, it } from 'vitest';
import { revisionDisplayName } from './revision-display-name.ts';

const address = '1 Harbour Street, Sydney';

describe('revisionDisplayName', () => {
  it("is the title's part after its common prefix with the address, else 'Revision N'", () => {
    expect(revisionDisplayName(`${address} – raised floor`, address, 1)).toBe('raised floor');
    expect(revisionDisplayName(address, address, 2)).toBe('Revision 2');
    expect(revisionDisplayName('', address, 1)).toBe('Revision 1');
  });

  it("names the revised analysis itself, number 0, 'Original analysis'", () => {
    expect(revisionDisplayName(address, address, 0)).toBe('Original analysis');
    expect(revisionDisplayName(`${address} – as built`, address, 0)).toBe('as built');
  });

  it('ends the common prefix between words, never inside one', () => {
    expect(revisionDisplayName('New Orleans house', 'New Orleans, LA', 1)).toBe('house');
    expect(revisionDisplayName('Newark office', 'New Orleans, LA', 1)).toBe('Newark office');
    expect(revisionDisplayName('New Orleans house', 'New Orleansville, LA', 1)).toBe(
      'Orleans house',
    );
  });
});

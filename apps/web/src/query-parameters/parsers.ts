import { createParser } from 'nuqs';

/**
 * Parsers of the page address's query parameters shared by the search form and the entry links.
 * A value a parser refuses reads as unset (null), so a malformed link falls back to defaults.
 */

/** Text that is not blank; a blank parameter reads as unset. */
export const nonBlankText = createParser({
  parse: (text) => (text.trim() === '' ? null : text),
  serialize: (text) => text,
});

/** A number accepted when `accepts` holds; anything else reads as unset. */
export function numberWhere(accepts: (value: number) => boolean) {
  return createParser({
    parse: (text) => {
      if (text.trim() === '') return null;
      const value = Number(text);
      return Number.isFinite(value) && accepts(value) ? value : null;
    },
    serialize: (value) => String(value),
  });
}

/** A flag: `true` (or `1`) sets it; it is left out of the address when false. */
export const flag = createParser({
  parse: (text) => text === 'true' || text === '1',
  serialize: (value) => String(value),
}).withDefault(false);

/** A letter or digit of any script: a common prefix must not end inside a word of either text. */
const wordCharacter = /[\p{L}\p{N}]/u;

/** True where `index` is not inside a word of `text` (its start, its end, or next to a non-word character). */
function atWordBoundary(text: string, index: number): boolean {
  const before = text[index - 1];
  const after = text[index];
  return (
    before === undefined ||
    after === undefined ||
    !wordCharacter.test(before) ||
    !wordCharacter.test(after)
  );
}

/**
 * The part of the title after its common prefix with the address (separators trimmed), or
 * 'Revision N' when nothing is left. The prefix ends between words, never inside one, so that
 * 'Newark office' at 'New Orleans, LA' stays 'Newark office' rather than 'ark office'. Revisions
 * are numbered in the order they were made from 1; the analysis they revise is number 0,
 * 'Original analysis' — one numbering for the result dialog's switcher, My Analyses and the
 * report's cover.
 */
export function revisionDisplayName(title: string, address: string, number: number): string {
  let common = 0;
  while (common < title.length && title[common] === address[common]) common += 1;
  while (common > 0 && !(atWordBoundary(title, common) && atWordBoundary(address, common)))
    common -= 1;
  const rest = title
    .slice(common)
    .replace(/^[\s\-–—:,;|·]+/, '')
    .trim();
  if (rest !== '') return rest;
  return number === 0 ? 'Original analysis' : `Revision ${number}`;
}

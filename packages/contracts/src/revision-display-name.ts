/**
 * The part of the title after its common prefix with the address (separators trimmed), or
 * 'Revision N' when nothing is left. Revisions are numbered in the order they were made from 1;
 * the analysis they revise is number 0, 'Original analysis' — one numbering for the result
 * dialog's switcher, My Analyses and the report's cover.
 */
export function revisionDisplayName(title: string, address: string, number: number): string {
  let common = 0;
  while (common < title.length && title[common] === address[common]) common += 1;
  const rest = title
    .slice(common)
    .replace(/^[\s\-–—:,;|·]+/, '')
    .trim();
  if (rest !== '') return rest;
  return number === 0 ? 'Original analysis' : `Revision ${number}`;
}

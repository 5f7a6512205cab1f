/**
 * The part of the title after its common prefix with the
 * address (separators trimmed), or 'Revision N' when nothing is left.
 */
export function revisionDisplayName(title: string, address: string, number: number): string {
  let common = 0;
  while (common < title.length && title[common] === address[common]) common += 1;
  const rest = title
    .slice(common)
    .replace(/^[\s\-–—:,;|·]+/, '')
    .trim();
  return rest === '' ? `Revision ${number}` : rest;
}

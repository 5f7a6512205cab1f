/**
 * Lowercase without accents, so 'zur' finds Zürich and 'sao paulo' São Paulo. NFD
 * splits letters from their combining marks; a few letters that do not decompose are mapped by hand.
 */
const undecomposed: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[ßøæœłđıþ]/g, (letter) => undecomposed[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the server accepts in request text, checked in one place for every call (json-body.ts):
 * - JSON nesting at most `maximumJsonDepthLevels` deep. The deepest body the web sends (a saved
 *   analysis document) nests about a dozen levels; a 5,000-level body only costs stack and time.
 * - No NUL character (U+0000): PostgreSQL cannot store it in text or jsonb.
 * - No lone UTF-16 surrogate (an unpaired \uD800–\uDFFF escape): it is not a character, and
 *   PostgreSQL refuses it in jsonb.
 */
export const maximumJsonDepthLevels = 64;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing it (brackets
 * inside strings do not count). Stops counting once `stopAbove` is passed.
 */
export function jsonNestingDepth(text: string, stopAbove = maximumJsonDepthLevels): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}

export interface UnacceptableText {
  /** Where it is, as `asset.address` or `params.0` ('' for the value itself). */
  path: string;
  message: string;
}

/** The first string (value or key) holding a NUL or a lone surrogate, depth first; undefined if none. */
export function findUnacceptableText(value: unknown, path = ''): UnacceptableText | undefined {
  if (typeof value === 'string') return describeText(value, path);
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    const found = describeText(key, itemPath) ?? findUnacceptableText(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describeText(text: string, path: string): UnacceptableText | undefined {
  if (text.includes('\u0000')) {
    return { path, message: 'Text may not contain the NUL character (U+0000).' };
  }
  if (loneSurrogate.test(text)) {
    return { path, message: 'Text may not contain a lone UTF-16 surrogate (U+D800–U+DFFF).' };
  }
  return undefined;
}

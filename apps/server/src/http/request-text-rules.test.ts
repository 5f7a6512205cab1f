import { describe, expect, it } from 'vitest';
import { findUnacceptableText, jsonNestingDepth } from './request-text-rules.ts';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth('"plain"')).toBe(0);
  });

  it('stops counting once past the limit', () => {
    expect(jsonNestingDepth('['.repeat(100_000), 64)).toBe(65);
  });
});

describe('findUnacceptableText', () => {
  it('finds a NUL in a nested value and names its path', () => {
    expect(findUnacceptableText({ asset: { address: 'a\u0000b' } })).toEqual({
      path: 'asset.address',
      message: 'Text may not contain the NUL character (U+0000).',
    });
  });

  it('finds lone surrogates, high or low, in values and keys, and accepts pairs', () => {
    expect(findUnacceptableText(['ok', 'x\uD800'])?.path).toBe('1');
    expect(findUnacceptableText({ 'k\uDC00': 1 })?.path).toBe('k\uDC00');
    expect(findUnacceptableText({ title: 'flood 🌊 risk' })).toBeUndefined();
    expect(findUnacceptableText({ n: 1, b: true, z: null })).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig, publicConfigElementId } from '@hazardscope/contracts';
import { readEmbeddedPublicConfig } from './embedded-public-config.ts';

afterEach(() => document.getElementById(publicConfigElementId)?.remove());

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = publicConfigElementId;
  block.textContent = text;
  document.head.append(block);
}

describe('readEmbeddedPublicConfig', () => {
  it('reads the configuration the server wrote into the page, `<` written as \\u003c', () => {
    embed(
      JSON.stringify({ ...defaultPublicConfig, productName: 'Risk <Lens>' }).replaceAll(
        '<',
        '\\u003c',
      ),
    );
    expect(readEmbeddedPublicConfig()).toEqual({
      ...defaultPublicConfig,
      productName: 'Risk <Lens>',
    });
  });

  it('is undefined when the page has none', () => {
    expect(readEmbeddedPublicConfig()).toBeUndefined();
  });

  it('rejects a block that is not a public configuration', () => {
    embed('{"productName": 1}');
    expect(() => readEmbeddedPublicConfig()).toThrow();
  });
});

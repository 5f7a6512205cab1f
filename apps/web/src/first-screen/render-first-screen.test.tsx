import { describe, expect, it } from 'vitest';
import { productNamePlaceholder } from '@hazardscope/contracts';
import { firstScreenAttribute } from './first-screen.tsx';
import { renderFirstScreen } from './render-first-screen.tsx';

describe('renderFirstScreen', () => {
  it('renders the marked first screen with the theme, the product name left for the server', () => {
    const markup = renderFirstScreen();
    expect(markup).toContain(`<div ${firstScreenAttribute}="">`);
    expect(markup).toContain('<style data-mantine-styles="true">');
    expect(markup).toContain('What will climate change cost your building or infrastructure?');
    expect(markup).toContain(`Welcome to <!-- -->${productNamePlaceholder}<!-- -->.`);
    expect(markup).toContain(`aria-label="${productNamePlaceholder} home"`);
    expect(markup).not.toContain('<script');
  });
});

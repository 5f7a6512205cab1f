// Browser APIs that Mantine reads and jsdom does not implement, plus cleanup between tests
// (Vitest runs without globals, so Testing Library cannot register its own afterEach).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s for what a screen shows next, not Testing Library's 1 s: on a
// busy machine (the full suite beside other work, load average ~30 on 2 cores) a lazy chunk, a
// stubbed reply and a render took longer than 1 s, and tests that pass when idle failed. A passing
// wait ends as soon as its condition holds, so this costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 5_000 });

// After each test: unmount what it rendered, then wait for every module it started importing.
// Screens load their dialogs and charts with import() and preload them from effects without waiting
// (lazy-result-dialog.tsx, lazy-echarts-view.tsx); left pending, such a load ran on into the next
// test (and its fetch reached that test's stub), or past the end of the file, where Vitest had
// already torn the environment down and failed the run with EnvironmentTeardownError.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});

if (typeof window.matchMedia !== 'function') {
  // Mantine's colour-scheme and media-query hooks call matchMedia on mount; report "no match".
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver !== 'function') {
  // ScrollArea and Table.ScrollContainer observe their size; jsdom has no layout, so never fire.
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

if (!('fonts' in document)) {
  // Textarea's autosize re-measures when web fonts finish loading; jsdom has no font loading.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  // A combobox scrolls its selected option into view when it opens; jsdom has no layout.
  Element.prototype.scrollIntoView = () => {};
}

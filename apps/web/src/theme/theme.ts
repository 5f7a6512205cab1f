import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { brandShades, fontFamily, mutedTextColour } from '@hazardscope/contracts';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: [...brandShades] as unknown as MantineColorsTuple },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  focusRing: 'auto',
  // A reader whose system asks for reduced motion gets modals, menus and drawers without
  // their opening and closing transitions.
  respectReducedMotion: true,
  components: {
    Container: { defaultProps: { size: 'lg' } },
    // A closed dropdown (Select, the address search) is not rendered. Mantine keeps it mounted and
    // hidden by default, so each one rendered its options and had its position computed (a layout
    // read) while the page started, for a list nobody had opened.
    Combobox: { defaultProps: { keepMounted: false } },
    // A link inside text must not rely on colour alone (WCAG 1.4.1): underlined unless a component
    // (the top bar, the logo) says otherwise.
    Anchor: { defaultProps: { underline: 'always' } },
    // Every modal's × has a name for screen readers: 'Dismiss', distinct from a dialog's own Close
    // or OK button. A modal locks the page's scroll without measuring the scroll bar to pad the page
    // by its width: the page keeps that gutter always (`scrollbar-gutter: stable` in index.html),
    // and the measurement (the body's computed style, read while React renders) recalculated the
    // whole page's style in the result dialog's opening task, a quarter of it.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Dismiss' },
        removeScrollProps: { removeScrollBar: false },
      },
    },
    ModalRoot: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    // A table wider than the screen scrolls in its own region, which must be reachable by keyboard
    // to be scrolled without a pointer (WCAG 2.1.1; axe 'scrollable-region-focusable').
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    },
  },
  other: { contentMaxWidthPx: 1200 },
});

/**
 * Mantine's 'dimmed' text is gray 6 (#868e96), 3.3:1 on white; WCAG AA asks 4.5:1 for body text.
 * Secondary text uses the product's muted colour instead (#5C6B7A, 5.5:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mutedTextColour,
    // Filled red (the sample-only notice, delete buttons) carries white text: Mantine's red 7
    // (#f03e3e) gives 3.9:1, red 9 (#c92a2a) 5.4:1; its hover goes darker still (7.2:1).
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
    // Light variants (alerts, badges) write their title or label in the colour's light-color on its
    // light background, shade 1. Mantine's yellow 9 (#e67700) on yellow 1 (#fff3bf) gives 2.7:1 and
    // green 9 (#2b8a3e) on green 1 (#d3f9d8) 3.8:1; these darker shades give 5.4:1 and 5.7:1.
    '--mantine-color-yellow-light-color': '#945200',
    '--mantine-color-green-light-color': '#1f6b2e',
  },
  dark: {},
});

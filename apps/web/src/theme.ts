import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { brandShades, fontFamily } from '@hazardscope/contracts';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: [...brandShades] as unknown as MantineColorsTuple },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  focusRing: 'auto',
  components: {
    Container: { defaultProps: { size: 'lg' } },
  },
  other: { contentMaxWidthPx: 1200 },
});

import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The page's frame: `top` (the top bar), the main content, and `bottom` (the footer) at the bottom
 * of a short page. Also the frame of the first screen prerendered at build time.
 */
export function PageFrame(props: { top?: ReactNode; children: ReactNode; bottom?: ReactNode }) {
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {props.top}
      <Box component="main" style={{ flex: 1 }}>
        {props.children}
      </Box>
      {props.bottom}
    </Box>
  );
}

import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/** Every route: the top bar, the page, and the footer at the bottom of a short page. */
export function PageLayout() {
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** The shared header and footer around every page. */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}

import { Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteHead } from './RouteHead.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const pageLoading = (
  <Center py="xl">
    <Loader aria-label="Loading page" />
  </Center>
);

/**
 * The shared header and footer around every page. Pages load lazily inside the boundary, so while a
 * prerendered page's code loads, its server HTML stays in place and the header already works.
 */
export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <RouteHead />
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={pageLoading}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}

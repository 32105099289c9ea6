import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { ScanPage } from '../features/scan/screens/ScanPage.tsx';
import { NotFoundPage } from '../features/site/NotFoundPage.tsx';
import { SiteLayout } from '../features/site/SiteLayout.tsx';

/** Every route sits inside the shared header and footer; paths without a page yet show the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/app" element={<ScanPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

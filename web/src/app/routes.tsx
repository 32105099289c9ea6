import { Route, Routes } from 'react-router-dom';
import { CoreStatusPage } from '../features/scan/CoreStatusPage.tsx';
import { NotFoundPage } from '../features/site/NotFoundPage.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/app" element={<CoreStatusPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

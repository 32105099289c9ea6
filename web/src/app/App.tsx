import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../shared/ui/toasts/ToastRegion.tsx';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <ToastRegion />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { ToastRegion } from '../shared/ui/toasts/ToastRegion.tsx';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` when prerendering. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <ToastRegion />
      <AppRoutes />
    </MantineProvider>
  );
}

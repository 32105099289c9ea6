/** The benchmark's page, loaded on first visit (see app/routes.tsx). */
export { BenchmarkPage } from './screens/BenchmarkPage.tsx';

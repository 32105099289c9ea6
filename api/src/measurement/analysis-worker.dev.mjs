// The analysis worker from its TypeScript source, for tests and `pnpm dev` (the build bundles it instead):
// worker threads do not inherit tsx's loader, so the thread loads it here.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./analysis-worker.ts', import.meta.url);
export default worker.default;

import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One ESM bundle for production; workspace packages (TypeScript sources) are bundled in. The core's
// loader resolves `../dist/rppg_core.wasm` from the bundle, i.e. `api/dist/rppg_core.wasm`, so the
// module is copied there: the server then runs from `api/dist` alone.
export default defineConfig({
  // The analysis worker is its own entry: Piscina loads it by file in each thread.
  entry: { server: 'src/server.ts', 'analysis-worker': 'src/measurement/analysis-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: [/^@ai-doctor\//],
  clean: true,
  sourcemap: true,
  onSuccess: async () => copyFileSync('../rppg-core/dist/rppg_core.wasm', 'dist/rppg_core.wasm'),
});

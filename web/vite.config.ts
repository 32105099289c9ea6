import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';
import { faceDetectorAssets } from './scripts/face-model/vite-plugin.ts';

// The API (Fastify) serves the built app in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), wasm(), faceDetectorAssets()],
  worker: { format: 'es', plugins: () => [wasm(), faceDetectorAssets()] },
  build: { target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:5000' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
});

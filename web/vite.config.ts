import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { defineConfig } from 'vitest/config';

// The API (Fastify) serves the built app in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), wasm()],
  worker: { format: 'es', plugins: () => [wasm()] },
  build: { target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:5000' } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});

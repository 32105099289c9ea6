import { defineConfig } from 'vitest/config';

// Each app under test boots an embedded PostgreSQL (PGlite); on a busy 2-core machine that takes seconds.
export default defineConfig({
  test: { globalSetup: ['test/global-setup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});

import { rmSync } from 'node:fs';

/** Removes this run's throwaway database (`AI_DOCTOR_E2E_DATA_DIR`, named in playwright.config.ts). */
export default function teardown(): void {
  const dir = process.env.AI_DOCTOR_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialised, empty PGlite data directory that tests copy instead of running initdb each time. */
    pgliteTemplate: string;
  }
}

/** initdb once per run (seconds on a busy machine); each test app then starts from a copy in well under one. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-pglite-template-'));
  const template = join(dir, 'data');
  await (await PGlite.create({ dataDir: template })).close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(dir, { recursive: true, force: true });
}

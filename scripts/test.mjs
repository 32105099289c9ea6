#!/usr/bin/env node
// Every check of the project, in order of cost; stops at the first failure.
import { run, step } from './lib.mjs';

const checks = [
  [
    'Setup tool checks, machine paths, decision records, the web and core import graphs and file shape (node --test)',
    'node',
    [
      '--test',
      'scripts/tools.test.mjs',
      'scripts/paths.test.mjs',
      'scripts/decisions.test.mjs',
      'scripts/deps.test.mjs',
      'scripts/rust-deps.test.mjs',
      'scripts/components.test.mjs',
    ],
  ],
  ['Rust format', 'cargo', ['fmt', '--all', '--check']],
  ['Rust lint (clippy)', 'cargo', ['clippy', '--workspace', '--all-targets', '--quiet', '--', '-D', 'warnings']],
  ['Rust unit tests (native)', 'cargo', ['test', '--workspace', '--quiet']],
  ['TypeScript lint + format (Biome)', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['Build (WASM core, web app, API)', 'node', ['scripts/build.mjs']],
  ['TypeScript typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']],
  ['Vitest (every package)', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'test']],
  ['API storage on a real PostgreSQL server', 'pnpm', ['--filter', '@ai-doctor/api', 'run', 'test:postgres']],
  ['Browser tests (Playwright, Debian Chromium)', 'pnpm', ['--filter', '@ai-doctor/web', 'e2e']],
];

const started = Date.now();
for (const [title, cmd, args] of checks) {
  step(title);
  run(cmd, args, { what: title });
}
console.log(`\n✔ All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

#!/usr/bin/env node
// Builds the core for wasm32-unknown-unknown (plain cargo, C ABI, no wasm-bindgen) and copies the
// module to rppg-core/dist/rppg_core.wasm, where the web app, the API and the tests load it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGET, toolchainEnv, wasmToolchain } from './toolchain.mjs';

const crateDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(crateDir, '..');
const toolchain = wasmToolchain();
if (!toolchain) {
  console.error('✖ No Rust toolchain with the wasm32-unknown-unknown target. Run `node scripts/setup.mjs`.');
  process.exit(1);
}
const env = toolchainEnv(toolchain);
const res = spawnSync(
  toolchain.cargo,
  ['build', '--release', '--quiet', '--target', TARGET, '-p', 'rppg-core', '--target-dir', join(workspace, 'target')],
  { cwd: workspace, stdio: 'inherit', env },
);
if (res.status !== 0) process.exit(res.status ?? 1);
const built = join(workspace, 'target', TARGET, 'release', 'rppg_core.wasm');
const out = join(crateDir, 'dist', 'rppg_core.wasm');
mkdirSync(dirname(out), { recursive: true });
copyFileSync(built, out);
console.log(`  rppg_core.wasm: ${(statSync(out).size / 1024).toFixed(1)} KB (${toolchain.cargo})`);

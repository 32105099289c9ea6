#!/usr/bin/env node
// Builds the core for wasm32-unknown-unknown (plain cargo, C ABI, no wasm-bindgen), optimises the
// module with Binaryen's wasm-opt and writes it to rppg-core/dist/rppg_core.wasm, where the web app,
// the API and the tests load it; and the benchmark's build beside it, rppg_core_benchmark.wasm.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGET, toolchainEnv, WASM_FEATURES, wasmToolchain } from './toolchain.mjs';

// Binaryen's optimiser on the linked module: it inlines across the precompiled standard library
// (the allocator's helpers, `f64::max`), which LLVM's LTO cannot reach; smaller and faster
// (docs/findings/runs.md, "The .wasm's size and speed").
const WASM_OPT_ARGS = ['-O3', ...WASM_FEATURES.map((f) => `--enable-${f.binaryen}`)];
const RUSTFLAGS = `-C target-feature=${WASM_FEATURES.map((f) => `+${f.rustc}`).join(',')}`;

const crateDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(crateDir, '..');
const toolchain = wasmToolchain();
if (!toolchain) {
  console.error('✖ No Rust toolchain with the wasm32-unknown-unknown target. Run `node scripts/setup.mjs`.');
  process.exit(1);
}
const env = { ...toolchainEnv(toolchain), CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: RUSTFLAGS };

/**
 * The two builds: the app's core, and the benchmark's (the same crate with the `benchmark` feature:
 * the classic methods' export, whose code would push the app's module past its 200 KB budget).
 */
const BUILDS = [
  { file: 'rppg_core.wasm', features: ['--no-default-features'], what: 'the app' },
  { file: 'rppg_core_benchmark.wasm', features: [], what: 'the benchmark, with the classic methods' },
];

for (const { file, features, what } of BUILDS) {
  const res = spawnSync(
    toolchain.cargo,
    [
      ...['build', '--release', '--quiet', '--target', TARGET, '-p', 'rppg-core', ...features],
      ...['--target-dir', join(workspace, 'target')],
    ],
    { cwd: workspace, stdio: 'inherit', env },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
  const built = join(workspace, 'target', TARGET, 'release', 'rppg_core.wasm');
  const out = join(crateDir, 'dist', file);
  mkdirSync(dirname(out), { recursive: true });
  const opt = spawnSync('wasm-opt', [...WASM_OPT_ARGS, built, '-o', out], { stdio: 'inherit' });
  if (opt.error || opt.status !== 0) {
    console.error('✖ wasm-opt failed or is missing (Debian package binaryen). Run `node scripts/setup.mjs`.');
    process.exit(opt.status || 1);
  }
  console.log(`  ${file}: ${(statSync(out).size / 1024).toFixed(1)} KB, ${what} (${toolchain.cargo})`);
}

// Finds a Rust toolchain that can build wasm32-unknown-unknown: rustup's default toolchain when the
// target is installed, else Debian's rustc (package libstd-rust-dev-wasm32), which rustup cannot shadow.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const TARGET = 'wasm32-unknown-unknown';

function sysrootHasTarget(rustc) {
  const res = spawnSync(rustc, ['--print', 'sysroot'], { encoding: 'utf8' });
  return res.status === 0 && existsSync(join(res.stdout.trim(), 'lib', 'rustlib', TARGET));
}

/** Returns `{ cargo, env }` to build for wasm32, or null when no toolchain has the target. */
export function wasmToolchain() {
  if (sysrootHasTarget('rustc')) return { cargo: 'cargo', env: {} };
  if (existsSync('/usr/bin/cargo') && sysrootHasTarget('/usr/bin/rustc')) {
    return { cargo: '/usr/bin/cargo', env: { RUSTC: '/usr/bin/rustc', RUSTUP_TOOLCHAIN: '' } };
  }
  return null;
}

/** The environment to run the toolchain's cargo or rustc in (an empty RUSTUP_TOOLCHAIN is removed). */
export function toolchainEnv(toolchain) {
  const env = { ...process.env, ...toolchain.env };
  if (toolchain.env.RUSTUP_TOOLCHAIN === '') delete env.RUSTUP_TOOLCHAIN;
  return env;
}

/**
 * WebAssembly features the core is built with, by their rustc and Binaryen names: saturating
 * float-to-int conversion (Rust's `as` in one instruction instead of a range check and a branch)
 * and bulk memory (`memcpy`/`memset` as one instruction). Both are in every browser the app runs in
 * (Chrome 75, Firefox 79, Safari 15 and later; the app's ES2022 build already needs newer ones).
 */
export const WASM_FEATURES = [
  { rustc: 'nontrapping-fptoint', binaryen: 'nontrapping-float-to-int' },
  { rustc: 'bulk-memory', binaryen: 'bulk-memory' },
];

export { TARGET };

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

export { TARGET };

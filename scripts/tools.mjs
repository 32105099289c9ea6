// Proves that each tool the build and the tests rely on runs, before anything is built: an installed
// package is not enough (Debian's rustc links wasm with `rust-lld`, a link to lld-14 that may be absent).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TARGET, toolchainEnv, wasmToolchain } from '../rppg-core/scripts/toolchain.mjs';

/** Runs a command quietly; returns its exit status (null when it could not start) and its stderr. */
function probe(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', timeout: 120_000, ...opts });
  return { ok: res.status === 0, stderr: `${res.stderr ?? ''}${res.error?.message ?? ''}` };
}

/**
 * Links an empty wasm32 library with the toolchain's rustc (what the core's build does last), so a missing
 * linker shows here and not halfway through `npm start`. `linker` overrides rustc's choice (tests).
 */
export function linkWasm(toolchain, linker) {
  const dir = mkdtempSync(join(tmpdir(), 'wasm-link-'));
  try {
    writeFileSync(join(dir, 'probe.rs'), '#[no_mangle]\npub extern "C" fn probe() -> i32 { 1 }\n');
    const args = ['--target', TARGET, '--crate-type', 'cdylib', '-O', '-o', join(dir, 'probe.wasm'), 'probe.rs'];
    if (linker) args.push('-C', `linker=${linker}`);
    return probe(toolchain.env.RUSTC ?? 'rustc', args, { cwd: dir, env: toolchainEnv(toolchain) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line naming what is missing and how to install it, or null when the toolchain links wasm. */
export function wasmProblem(toolchain, linker) {
  if (!toolchain) {
    return 'cargo for wasm32 is missing: run `rustup target add wasm32-unknown-unknown`, or `sudo apt-get install rustc cargo libstd-rust-dev-wasm32 lld-14`.';
  }
  if (!probe(toolchain.cargo, ['--version'], { env: toolchainEnv(toolchain) }).ok) {
    return `cargo does not run (${toolchain.cargo}): install Rust (https://rustup.rs) or \`sudo apt-get install cargo\`.`;
  }
  const link = linkWasm(toolchain, linker);
  if (link.ok) return null;
  if (/linker `[^`]*` not found/.test(link.stderr)) {
    return 'rust-lld is missing (rustc links wasm32 with it): `sudo apt-get install lld-14` (Debian), or use rustup’s toolchain, which ships it.';
  }
  const first = link.stderr.split('\n').find((l) => l.startsWith('error')) ?? link.stderr.trim().split('\n')[0];
  return `cargo for wasm32 cannot build a module (${first}): run \`rustup target add wasm32-unknown-unknown\`, or \`sudo apt-get install libstd-rust-dev-wasm32 lld-14\`.`;
}

/**
 * Debian keeps PostgreSQL's server programs off the PATH, in /usr/lib/postgresql/<major>/bin; the newest
 * major's directory, or null without one. The API's tests start a throwaway server from it.
 */
export function postgresBinDir(base = '/usr/lib/postgresql') {
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : null;
}

/** Tools run by a `--version`-style command: name, command line, how to install. */
export const COMMAND_TOOLS = [
  { name: 'chromium', command: ['chromium', '--version'], install: 'sudo apt-get install chromium' },
  { name: 'ffmpeg', command: ['ffmpeg', '-version'], install: 'sudo apt-get install ffmpeg' },
  { name: 'wasm-opt', command: ['wasm-opt', '--version'], install: 'sudo apt-get install binaryen' },
  {
    name: 'postgresql',
    command: [join(postgresBinDir() ?? '', 'initdb'), '--version'],
    install: 'sudo apt-get install postgresql',
  },
];

/** The first tool of `tools` that does not run, as one line, or null when all run. */
export function commandProblem(tools = COMMAND_TOOLS, env = process.env) {
  for (const { name, command, install } of tools) {
    const [cmd, ...args] = command;
    if (!probe(cmd, args, { env }).ok) return `${name} does not run (\`${command.join(' ')}\` failed): ${install}.`;
  }
  return null;
}

/** Every check setup makes before building; the first problem as one line, or null. */
export function toolProblem() {
  return wasmProblem(wasmToolchain()) ?? commandProblem();
}

#!/usr/bin/env node
// Idempotent setup for a fresh machine: pnpm, the wasm32 Rust toolchain, Debian packages the tests
// need, the workspace's npm packages and the WebAssembly core. Quiet when everything is present.
import { wasmToolchain } from '../rppg-core/scripts/toolchain.mjs';
import { capture, fileExists, hasCommand, root, run, step } from './lib.mjs';
import { toolProblem } from './tools.mjs';

const PNPM_VERSION = '10.34.8';
// Command that proves a package is present → the Debian package. PostgreSQL: the API's storage tests;
// Binaryen's wasm-opt: the core's build optimises the linked module with it.
const DEBIAN_PACKAGES = { chromium: 'chromium', ffmpeg: 'ffmpeg', pg_ctlcluster: 'postgresql', 'wasm-opt': 'binaryen' };

function fail(message) {
  console.error(`\n✖ setup: ${message}`);
  process.exit(1);
}

function aptInstall(packages) {
  if (!hasCommand('apt-get')) fail(`missing ${packages.join(', ')} and no apt-get to install them.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  step(`Installing Debian packages: ${packages.join(' ')}`);
  run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update', '-qq'], {
    what: 'apt-get update',
  });
  run(
    sudo[0] ?? 'apt-get',
    [...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', '--no-install-recommends', ...packages],
    { what: `apt-get install ${packages.join(' ')}`, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
}

function ensurePnpm() {
  if (capture('pnpm', ['--version']) === PNPM_VERSION) return;
  step(`Installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '-g', '--silent', `pnpm@${PNPM_VERSION}`], { what: 'npm install -g pnpm' });
}

function ensureDebianPackages() {
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([cmd]) => !hasCommand(cmd))
    .map(([, pkg]) => pkg);
  if (missing.length) aptInstall(missing);
}

// rustc links wasm with `rust-lld`, a link to lld-14 that libstd-rust-dev-wasm32 only recommends.
const DEBIAN_RUST = ['rustc', 'cargo', 'libstd-rust-dev-wasm32', 'lld-14'];

function ensureWasmToolchain() {
  const toolchain = wasmToolchain();
  if (toolchain?.cargo === '/usr/bin/cargo' && !hasCommand('lld-14')) aptInstall(['lld-14']);
  if (toolchain) return;
  step('Adding the wasm32-unknown-unknown Rust target');
  if (
    hasCommand('rustup') &&
    capture('rustup', ['target', 'add', 'wasm32-unknown-unknown'], { timeout: 120_000 }) !== null
  ) {
    return;
  }
  console.log('  rustup could not download it; using Debian’s Rust toolchain for the wasm build.');
  aptInstall(DEBIAN_RUST);
  if (!wasmToolchain()) fail('no Rust toolchain with the wasm32-unknown-unknown target could be set up.');
}

function ensureNodeModules() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', '--silent', ...frozen], { what: 'pnpm install' });
}

if (!hasCommand('cargo')) fail('cargo is missing: install Rust (https://rustup.rs) and run again.');
ensurePnpm();
ensureDebianPackages();
ensureWasmToolchain();
const problem = toolProblem();
if (problem) fail(problem);
ensureNodeModules();
const coreBuilt = ['rppg_core.wasm', 'rppg_core_benchmark.wasm'].every((f) => fileExists('rppg-core', 'dist', f));
if (!coreBuilt || process.env.CI) {
  step('Building the WebAssembly core');
  run('node', ['rppg-core/scripts/build-wasm.mjs'], { cwd: root });
}

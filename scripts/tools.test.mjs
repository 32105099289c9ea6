// Setup's tool checks (`node --test scripts/`): every tool runs on this machine, and a missing one is
// named in one line with how to install it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wasmToolchain } from '../rppg-core/scripts/toolchain.mjs';
import { COMMAND_TOOLS, commandProblem, postgresBinDir, toolProblem, wasmProblem } from './tools.mjs';

test('every tool the build relies on runs here', () => {
  assert.equal(toolProblem(), null);
});

test('a tool missing from PATH is named with its install command', () => {
  const problem = commandProblem(COMMAND_TOOLS, { ...process.env, PATH: '/nonexistent' });
  assert.equal(problem, 'chromium does not run (`chromium --version` failed): sudo apt-get install chromium.');
});

test('a missing ffmpeg is reported after a working chromium', () => {
  const tools = COMMAND_TOOLS.map((t) => (t.name === 'ffmpeg' ? { ...t, command: ['ffmpeg-not-installed'] } : t));
  assert.match(commandProblem(tools), /^ffmpeg does not run .*: sudo apt-get install ffmpeg\.$/);
});

test('a missing PostgreSQL server is named with its Debian package', () => {
  const tools = COMMAND_TOOLS.filter((t) => t.name === 'postgresql').map((t) => ({
    ...t,
    command: ['initdb-missing'],
  }));
  assert.equal(
    commandProblem(tools),
    'postgresql does not run (`initdb-missing` failed): sudo apt-get install postgresql.',
  );
  assert.equal(postgresBinDir('/nonexistent'), null);
});

test('a missing wasm linker is reported as rust-lld with the lld-14 package', () => {
  const problem = wasmProblem(wasmToolchain(), '/nonexistent/rust-lld');
  assert.match(problem, /^rust-lld is missing .*`sudo apt-get install lld-14`/);
  assert.doesNotMatch(problem, /\n/);
});

test('no wasm32 toolchain at all is reported as cargo for wasm32', () => {
  assert.match(wasmProblem(null), /^cargo for wasm32 is missing: run `rustup target add wasm32-unknown-unknown`/);
});

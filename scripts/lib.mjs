// Small process helpers shared by the project's scripts (setup, build, test, bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; exits the process with a clear message when it fails. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    const what = opts.what ?? `${cmd} ${args.join(' ')}`;
    console.error(`\n✖ ${what} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
}

/** Runs a command quietly and returns its trimmed stdout, or null when it fails or is missing. */
export function capture(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', cwd: root, ...opts });
  return res.status === 0 ? res.stdout.trim() : null;
}

export function hasCommand(cmd) {
  return capture('sh', ['-c', `command -v ${cmd}`]) !== null;
}

export function fileExists(...parts) {
  return existsSync(join(root, ...parts));
}

/** Prints a step heading so long runs (CI) show where they are. */
export function step(title) {
  console.log(`\n▶ ${title}`);
}

/**
 * Files git tracks or would add (not ignored), minus those `skipped` matches and binaries, each with its
 * bytes: what the repository-wide greps (`scripts/*.test.mjs`) read.
 */
export function repositoryTextFiles(skipped = []) {
  const res = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`git ls-files failed: ${res.stderr}`);
  return res.stdout
    .split('\0')
    .filter((file) => file && !skipped.some((skip) => skip.test(file)) && existsSync(join(root, file)))
    .map((file) => ({ file, bytes: readFileSync(join(root, file)) }))
    .filter(({ bytes }) => !bytes.includes(0));
}

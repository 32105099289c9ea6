// The repository names no path on one developer's machine (`node --test scripts/`): a clone elsewhere
// must find its data by arguments, environment variables or paths relative to the repo.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { repositoryTextFiles } from './lib.mjs';

/** Home and workspace roots of a developer machine; system paths such as /usr/bin/chromium are fine. */
const MACHINE_ROOTS = ['work', 'root', 'home', 'Users'];
// Not inside a URL or a longer path (`example.com/home/`, `web/home/`): only a path that starts there.
const MACHINE_PATH = new RegExp(`(?<![\\w.:/~-])/(?:${MACHINE_ROOTS.join('|')})/[^\\s'"\`)]*`, 'g');
/** Lockfiles (package managers write them, recording where they resolved things) and this file's examples. */
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)pnpm-lock\.yaml$/,
  /(^|\/)Cargo\.lock$/,
  /(^|\/)package-lock\.json$/,
  /^scripts\/paths\.test\.mjs$/,
];

/** Every machine path in `text`, as `line:path`. */
export function machinePaths(text) {
  const hits = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(MACHINE_PATH)) hits.push(`${i + 1}:${match[0]}`);
  });
  return hits;
}

test('no source, config or document names a path on this machine', () => {
  const hits = repositoryTextFiles(SKIPPED).flatMap(({ file, bytes }) =>
    machinePaths(bytes.toString('utf8')).map((hit) => `${file}:${hit}`),
  );
  assert.deepEqual(
    hits,
    [],
    `absolute machine paths (use an argument, env variable or repo-relative path):\n${hits.join('\n')}`,
  );
});

test('machine paths are found in code, docs and shell lines; system paths and URLs are not', () => {
  const hit = (s) => machinePaths(s).map((h) => h.replace(/^\d+:/, ''));
  assert.deepEqual(hit("export const DIR = '/work/shared/data/ubfc-dev';"), ['/work/shared/data/ubfc-dev']);
  assert.deepEqual(hit('see `/home/ann/clips` and (/root/.cache/x)'), ['/home/ann/clips', '/root/.cache/x']);
  assert.deepEqual(hit('cd /Users/bob/repo && ls'), ['/Users/bob/repo']);
  assert.deepEqual(hit('CHROMIUM=/usr/bin/chromium; tmp /tmp/t'), []);
  assert.deepEqual(hit('https://example.com/home/page and web/src/home/index.ts and ~/work/x'), []);
});

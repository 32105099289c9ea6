// The signal core's module graph has no circle (`node --test scripts/`; issue 49): a module that needs
// another's result sits after it, so the crate reads top to bottom (rppg-core/src/lib.rs, rate/mod.rs).
// Each file is a module; its uses of `crate::…` and `super::…` paths (outside its tests) are its edges.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { importCycles } from './import-cycles.mjs';
import { root } from './lib.mjs';

const SRC = join(root, 'rppg-core', 'src');

/** `rate/hmm.rs` → `rate::hmm`, `rate/mod.rs` → `rate`, `lib.rs` → `` (the crate). */
const moduleOf = (file) =>
  file
    .replace(/\.rs$/, '')
    .replace(/(^|\/)(mod|lib)$/, '')
    .split('/')
    .filter(Boolean)
    .join('::');

/** The code of a module outside its tests (by convention they close the file), comments left out (a doc link is no dependency). */
const productCode = (text) => text.split(/^#\[cfg\(test\)\]/m)[0].replace(/\/\/.*$/gm, '');

/** Every module of the crate (test-only modules aside) → its source outside tests. */
export function crateModules() {
  return new Map(
    readdirSync(SRC, { recursive: true })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => file.endsWith('.rs') && !/(^|\/)(tests|testkit)\.rs$/.test(file))
      .map((file) => [moduleOf(file), productCode(readFileSync(join(SRC, file), 'utf8'))]),
  );
}

/**
 * The module graph of `modules` (path → source): each module to the modules its `crate::a::b…` and
 * `super::…` paths name, the longest prefix that is a module, itself and the crate root left out.
 */
export function moduleGraph(modules) {
  const known = new Set(modules.keys());
  const resolve = (segments) => {
    for (let n = segments.length; n > 0; n--) {
      const name = segments.slice(0, n).join('::');
      if (known.has(name)) return name;
    }
    return null;
  };
  return new Map(
    [...modules].map(([name, text]) => {
      const parent = name.split('::').slice(0, -1);
      const targets = new Set();
      for (const [, kind, rest] of text.matchAll(
        /\b(crate::|(?:super::)+)((?:[a-z_][a-z0-9_]*::)*[a-z_][a-z0-9_]*)/g,
      )) {
        const ups = kind === 'crate::' ? null : kind.split('super::').length - 1;
        const base = ups === null ? [] : parent.slice(0, parent.length - (ups - 1));
        const target = resolve([...base, ...rest.split('::')]);
        if (target && target !== name) targets.add(target);
      }
      return [name, [...targets]];
    }),
  );
}

test('the signal core has no module circle', () => {
  const graph = moduleGraph(crateModules());
  assert.ok(graph.size > 30, `read ${graph.size} modules`);
  assert.ok(graph.get('rate::hmm')?.includes('rate::params'), 'rate::hmm uses rate::params');
  assert.deepEqual(importCycles(graph), []);
});

test('a circle between modules is found', () => {
  const graph = moduleGraph(
    new Map([
      ['quality', 'use crate::rate::params::X;'],
      ['rate', ''],
      ['rate::params', 'use crate::quality::{Y};'],
      ['rate::hmm', 'use super::params::Z;'],
    ]),
  );
  assert.deepEqual(graph.get('rate::hmm'), ['rate::params']);
  assert.deepEqual(importCycles(graph), [['quality', 'rate::params', 'quality']]);
});

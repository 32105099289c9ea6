// The web app's import graph keeps its rules (`node --test scripts/`; docs/architecture.md): no import
// circle anywhere in web/src; a feature is entered only through its front door, `features/<name>/index.ts`
// (the app's router may also load a feature's pages lazily through `features/<name>/pages.ts`, so each page
// stays its own chunk); and `shared/` knows no feature and not the app. Imports are read with TypeScript's
// own scanner: static, `import type`, `export … from` and dynamic `import()`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { importCycles } from './import-cycles.mjs';
import { root } from './lib.mjs';

const SRC = join(root, 'web', 'src');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every TypeScript source under web/src (declaration files aside), as a path relative to it. */
function sourceFiles() {
  return readdirSync(SRC, { recursive: true })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

/**
 * The import graph of `sources` (path relative to web/src → its text): each file to the files among
 * `sources` it imports. Packages and non-source files (CSS, assets) are not in the graph.
 */
export function importGraph(sources) {
  const resolveImport = (from, specifier) => {
    if (!specifier.startsWith('.')) return null;
    const base = posix.join(posix.dirname(from), specifier);
    return EXTENSIONS.map((ext) => base + ext).find((file) => sources.has(file)) ?? null;
  };
  return new Map(
    [...sources].map(([file, text]) => {
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** `features/<name>/…` → name; anything else (app, shared, entry files) → null. */
const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports that enter a feature other than through its front door, as `importer → imported`. */
export function backDoorImports(graph) {
  const hits = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const feature = featureOf(to);
      if (!feature || featureOf(from) === feature) continue;
      const frontDoor = to === `features/${feature}/index.ts`;
      const lazyPages = from.startsWith('app/') && to === `features/${feature}/pages.ts`;
      if (!frontDoor && !lazyPages) hits.push(`${from} → ${to}`);
    }
  }
  return hits.sort();
}

/** Imports from `shared/` up into a feature or the app, as `importer → imported`. */
export function sharedImportsUp(graph) {
  const hits = [];
  for (const [from, targets] of graph) {
    if (!from.startsWith('shared/')) continue;
    for (const to of targets) if (!to.startsWith('shared/')) hits.push(`${from} → ${to}`);
  }
  return hits.sort();
}

const webGraph = () => importGraph(new Map(sourceFiles().map((file) => [file, readFileSync(join(SRC, file), 'utf8')])));

test('web/src has no import circle', () => {
  const cycles = importCycles(webGraph()).map((cycle) => cycle.join(' → '));
  assert.deepEqual(cycles, [], `import circles (move what both sides need into its own module):\n${cycles.join('\n')}`);
});

test("every import into a feature from outside it goes through the feature's index.ts", () => {
  const hits = backDoorImports(webGraph());
  assert.deepEqual(hits, [], `imports past a feature's front door (export it from its index.ts):\n${hits.join('\n')}`);
});

test('shared/ imports no feature and not the app', () => {
  const hits = sharedImportsUp(webGraph());
  assert.deepEqual(
    hits,
    [],
    `shared modules reaching up (move the module into the feature, or pass it in):\n${hits.join('\n')}`,
  );
});

test('the check finds circles and back doors, and lets front doors and lazy page modules pass', () => {
  const graph = importGraph(
    new Map([
      ['features/a/index.ts', "export { a } from './a.ts';"],
      ['features/a/a.ts', "import type { B } from '../b';\nimport './a.css';\nexport const a = 1;"],
      ['features/b/index.ts', "export * from './b';"],
      ['features/b/b.ts', "import { a } from '../a/a.ts';\nimport { useState } from 'react';\nexport type B = 1;"],
      ['features/b/pages.ts', "export const load = () => import('../a/index.ts');"],
      ['app/routes.ts', "import { a } from '../features/a';\nconst b = () => import('../features/b/pages.ts');"],
      ['shared/x.ts', "export { load } from '../features/b/pages.ts';"],
    ]),
  );
  assert.deepEqual(graph.get('features/a/a.ts'), ['features/b/index.ts']);
  assert.deepEqual(graph.get('app/routes.ts'), ['features/a/index.ts', 'features/b/pages.ts']);
  assert.deepEqual(importCycles(graph), [
    ['features/a/a.ts', 'features/b/index.ts', 'features/b/b.ts', 'features/a/a.ts'],
  ]);
  assert.deepEqual(backDoorImports(graph), ['features/b/b.ts → features/a/a.ts', 'shared/x.ts → features/b/pages.ts']);
});

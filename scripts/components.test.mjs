// The web app's source stays in small files (`node --test scripts/`; issue 32): each `.tsx` file in web/src
// declares at most one top-level React component, in a file named after it, and no source file runs past
// MAX_LINES. Components are found with TypeScript's own parser: a top-level `function` whose name starts
// with an upper-case letter, or a `const` of that kind bound to an arrow function, a function expression,
// or a `memo(…)` / `forwardRef(…)` call.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { root } from './lib.mjs';

const SRC = join(root, 'web', 'src');
const MAX_LINES = 400;

/** Every source file under web/src (TypeScript and CSS), as a path relative to it. */
function sourceFiles() {
  return readdirSync(SRC, { recursive: true })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(tsx?|css)$/.test(file));
}

const isComponentName = (name) => /^[A-Z]/.test(name);

/** `memo(…)`, `React.memo(…)`, `forwardRef(…)`, `React.forwardRef(…)`. */
function isComponentWrapper(node) {
  if (!ts.isCallExpression(node)) return false;
  const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
  return ts.isIdentifier(callee) && (callee.text === 'memo' || callee.text === 'forwardRef');
}

/** The names of the top-level components that `text` (a `.tsx` file's source) declares, in order. */
export function topLevelComponents(text) {
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isComponentName(statement.name.text)) {
      names.push(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const { name, initializer } of statement.declarationList.declarations) {
        if (!ts.isIdentifier(name) || !isComponentName(name.text) || !initializer) continue;
        const init = ts.isParenthesizedExpression(initializer) ? initializer.expression : initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || isComponentWrapper(init))
          names.push(name.text);
      }
    }
  }
  return names;
}

/** `.tsx` files declaring more than one top-level component, as `file: A, B`. */
export function filesWithSeveralComponents(sources) {
  return [...sources]
    .filter(([file]) => file.endsWith('.tsx'))
    .map(([file, text]) => [file, topLevelComponents(text)])
    .filter(([, names]) => names.length > 1)
    .map(([file, names]) => `${file}: ${names.join(', ')}`);
}

/** Files longer than `MAX_LINES`, as `file: N lines`. */
export function longFiles(sources) {
  return [...sources]
    .map(([file, text]) => [file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0)])
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

const webSources = () => new Map(sourceFiles().map((file) => [file, readFileSync(join(SRC, file), 'utf8')]));

test('every .tsx file in web/src declares at most one top-level component', () => {
  const hits = filesWithSeveralComponents(webSources());
  assert.deepEqual(
    hits,
    [],
    `files with several components (move each into a file named after it):\n${hits.join('\n')}`,
  );
});

test(`no source file in web/src is longer than ${MAX_LINES} lines`, () => {
  const hits = longFiles(webSources());
  assert.deepEqual(hits, [], `files past ${MAX_LINES} lines (split them by concept):\n${hits.join('\n')}`);
});

test('the checks find every kind of component and count lines, and let helpers and constants pass', () => {
  const text = [
    "import { forwardRef, memo } from 'react';",
    'const LABELS = { a: 1 };',
    'const format = (x: number) => String(x);',
    'function helper() { return 1; }',
    'function Inner() { return <b />; }',
    'export function Page() { return <Inner />; }',
    'export const Arrow = () => <i />;',
    'const Memo = memo(function Memo() { return null; });',
    'export const Ref = React.forwardRef<HTMLDivElement>((_, ref) => <div ref={ref} />);',
    'export const Fn = function () { return null; };',
  ].join('\n');
  assert.deepEqual(topLevelComponents(text), ['Inner', 'Page', 'Arrow', 'Memo', 'Ref', 'Fn']);
  assert.deepEqual(
    topLevelComponents('export function Only() {\n  function Nested() { return null; }\n  return <Nested />;\n}\n'),
    ['Only'],
  );
  const sources = new Map([
    ['a/One.tsx', 'export function One() { return null; }\n'],
    ['a/Two.tsx', text],
    ['a/two.ts', text],
    ['a/long.ts', 'x;\n'.repeat(MAX_LINES + 1)],
    ['a/edge.ts', 'x;\n'.repeat(MAX_LINES)],
  ]);
  assert.deepEqual(filesWithSeveralComponents(sources), ['a/Two.tsx: Inner, Page, Arrow, Memo, Ref, Fn']);
  assert.deepEqual(longFiles(sources), [`a/long.ts: ${MAX_LINES + 1} lines`]);
});

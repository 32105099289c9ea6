// Every "why" in the code leads to a document in the repository (`node --test scripts/`): comments cite the
// decision records in docs/decisions by id (`ADR-4`), never the product description or the list of
// decisions it came with, which a clone does not have; and every id cited has its record.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repositoryTextFiles, root } from './lib.mjs';

const DECISIONS_DIR = 'docs/decisions';
/** Source files whose comments are read. */
const SOURCE = /\.(rs|ts|tsx|js|mjs|cjs)$/;
/** Documents read whole: package READMEs, the architecture and accuracy pages, the records themselves. */
const DOCUMENT = /\.md$/;
/** The findings are a dated log, kept as written; this file's own examples; installed packages. */
const SKIPPED = [/(^|\/)node_modules\//, /^docs\/findings\//, /^scripts\/decisions\.test\.mjs$/];

/**
 * A citation of a document outside the repository: the decisions list (`DECISIONS.md`, `D3`), the
 * product description ('the spec', "spec 01 §5", 'spec default', '(spec)') or a section of either (§).
 * A clip's or a test file's own spec ('its spec', 'whose spec', 'scan-*.spec.ts') is not one.
 */
const OUTSIDE_CITATION = [
  /\bDECISIONS\b|\bD[1-7]\b|§/,
  new RegExp(
    [
      String.raw`\b(?:the|a|our|product) spec\b(?! file)`,
      String.raw`\bspec(?:'s|’s)`,
      String.raw`\bspec\s+0?[12]\b`,
      String.raw`\bspec\s*[:)]`,
      String.raw`\(spec\b`,
      String.raw`\bspec (?:defaults?|fields?|rules?|fallback|texts?|body|buffer|bands?|clamps?|vocabulary|scoring|gap)\b`,
      String.raw`^\s*(?:\/\/[/!]?|\/?\*+)?\s*spec\b(?![.\w])`,
    ].join('|'),
    'i',
  ),
];
/** Where a line's comment starts: a whole-line comment, or `//` / `/*` after code (not inside a URL). */
const COMMENT_START = /^\s*(?:\/\/|\/\*|\*)|(?<=\s|^|[;,{(])(?:\/\/|\/\*)/;
const ADR_ID = /\bADR-(\d+)\b/g;

/** The comment part of each line of a source file (text after `//`, `/*` or a leading `*`), by line. */
export function commentLines(text) {
  return text.split('\n').flatMap((line, i) => {
    const match = COMMENT_START.exec(line);
    return match ? [{ line: i + 1, text: line.slice(match.index) }] : [];
  });
}

/** Every citation of an outside document in `text` (comments of a source file, or a whole document). */
export function outsideCitations(file, text) {
  const lines = SOURCE.test(file)
    ? commentLines(text)
    : text.split('\n').map((line, i) => ({ line: i + 1, text: line }));
  return lines
    .filter(({ text }) => OUTSIDE_CITATION.some((pattern) => pattern.test(text)))
    .map(({ line, text }) => `${file}:${line}: ${text.trim()}`);
}

/** The decision records on disk, by number: `0004-heart-rate….md` is ADR-4. */
function records() {
  const byId = new Map();
  for (const name of readdirSync(join(root, DECISIONS_DIR))) {
    const m = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name);
    if (m) byId.set(Number(m[1]), name);
  }
  return byId;
}

/** The sources and documents read, once. */
let read;
const files = () => {
  read ??= repositoryTextFiles(SKIPPED)
    .filter(({ file }) => SOURCE.test(file) || DOCUMENT.test(file))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
  return read;
};

test('no comment or document cites the product description or its decisions list instead of an ADR', () => {
  const hits = files().flatMap(({ file, text }) => outsideCitations(file, text));
  assert.deepEqual(hits, [], `cite the decision record (docs/decisions, ADR-N) instead:\n${hits.join('\n')}`);
});

test('every ADR cited exists in docs/decisions, is titled with its own id and is in the index', () => {
  const byId = records();
  const index = files().find(({ file }) => file === `${DECISIONS_DIR}/README.md`)?.text ?? '';
  const problems = [];
  for (const name of readdirSync(join(root, DECISIONS_DIR))) {
    if (name !== 'README.md' && ![...byId.values()].includes(name)) {
      problems.push(`${DECISIONS_DIR}/${name} is not named NNNN-words.md`);
    }
  }
  for (const name of byId.values()) {
    if (!index.includes(`(${name})`)) problems.push(`${name} is not listed in ${DECISIONS_DIR}/README.md`);
  }
  for (const { file, text } of files()) {
    if (file.startsWith(`${DECISIONS_DIR}/`) && file !== `${DECISIONS_DIR}/README.md`) {
      const id = Number(/^docs\/decisions\/(\d{4})-/.exec(file)?.[1]);
      if (!text.startsWith(`# ADR-${id}: `)) problems.push(`${file} must start with '# ADR-${id}: '`);
    }
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(ADR_ID)) {
        if (!byId.has(Number(m[1]))) problems.push(`${file}:${i + 1}: ADR-${m[1]} has no record`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('outside citations are found in comments and documents; a clip spec, code and ADR ids are not', () => {
  const hit = (file, text) => outsideCitations(file, text).length;
  assert.equal(hit('a.rs', "/// The spec's clamp, bpm."), 1);
  assert.equal(hit('a.rs', '//! Rules of D1 and DECISIONS.md.'), 1);
  assert.equal(hit('a.ts', ' * The body of spec 01 §7.'), 1);
  assert.equal(hit('a.ts', 'const x = 1; // a spec default'), 1);
  assert.equal(hit('a.ts', '/** Spec rule: every 6 px. */'), 1);
  assert.equal(hit('a.ts', '  /** bpm, clamped 50–200 (spec). */'), 1);
  assert.equal(hit('README.md', 'outside the spec’s range'), 1);
  assert.equal(hit('a.rs', "/// The product's clamp (ADR-19), bpm."), 0);
  assert.equal(hit('a.ts', 'const fps = spec.fps; // whose spec is unchanged'), 0);
  assert.equal(hit('a.ts', "it('lists the spec\\'s eight entries', () => {});"), 0);
  assert.equal(hit('a.ts', "const url = 'https://example.com/spec'; // see e2e/scan-wait.spec.ts"), 0);
  assert.equal(hit('a.ts', '/** Launch options for a spec file; decisions made by the user. */'), 0);
});

#!/usr/bin/env node
// Runs every package's `bench` script and prints one table of figure, value and target.
// Benchmarks print; they never fail the build. Each bench prints lines `BENCH {json}`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const packages = ['rppg-core', 'fixtures', 'web', 'api'];
const rows = [];
for (const dir of packages) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n▶ bench: ${pkg.name}`);
  const res = spawnSync('pnpm', ['--filter', pkg.name, 'run', 'bench'], { cwd: root, encoding: 'utf8' });
  process.stdout.write(res.stdout.replace(/^BENCH .*\n/gm, ''));
  if (res.status !== 0)
    console.log(`  (bench of ${pkg.name} exited ${res.status}: ${res.stderr.trim().split('\n').pop()})`);
  for (const line of res.stdout.split('\n')) {
    if (!line.startsWith('BENCH ')) continue;
    try {
      rows.push({ package: dir, ...JSON.parse(line.slice(6)) });
    } catch {
      console.log(`  (unreadable bench line: ${line})`);
    }
  }
}

const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v ?? ''));
const table = rows.map((r) => [r.package, r.figure, `${fmt(r.value)} ${r.unit ?? ''}`.trim(), r.target ?? '']);
const head = ['package', 'figure', 'value', 'target'];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of table) console.log(line(row));

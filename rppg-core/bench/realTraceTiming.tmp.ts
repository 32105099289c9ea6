import { readdirSync, readFileSync } from 'node:fs';
import { loadRppgCoreFromDisk } from '../ts/node.ts';
const dir = '/work/cache/traces-every5';
const core = await loadRppgCoreFromDisk(process.argv[2]);
const mode = (process.argv[3] ?? 'final') as 'final' | 'enhanced';
const reps = Number(process.argv[4] ?? 1);
const traces = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')).trace);
let cpu = 0;
const out: number[] = [];
for (const trace of traces) {
  core.analyze(trace, { mode });
  const t = process.cpuUsage();
  for (let i = 0; i < reps; i++) out.push(core.analyze(trace, { mode }).heartRate);
  const d = process.cpuUsage(t);
  cpu += (d.user + d.system) / 1000;
}
console.log(mode, 'cpu per analyze', (cpu / traces.length / reps).toFixed(2), 'ms', out.slice(0, 3));

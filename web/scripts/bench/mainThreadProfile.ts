/**
 * Where the scan page's main thread spends its time: a Chrome trace (timeline events, self time by kind)
 * and a V8 sampling profile (JS self time by function) over the same seconds, summed into short tables.
 * Used by the scan bench's `--profile` run; the figures are for reading, not for targets.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    src_file?: string;
    src_func?: string;
    data?: { functionName?: string; url?: string; lineNumber?: number; type?: string };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Row {
  what: string;
  ms: number;
  count: number;
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
];

/** Starts tracing `page` and sampling its JS; the returned function stops both and sums them. */
export async function startMainThreadProfile(browser: Browser, page: Page, cdp: CDPSession) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { timeline: timelineSelfTime(trace.traceEvents), js: jsSelfTime(profile) };
  };
}

const base = (url = '') => url.split('/').pop()?.split('?')[0] ?? '';

/** A timeline event's label: JS entry points name their function, the rest their kind. */
function label(e: TraceEvent): string {
  const d = e.args?.data;
  if (e.name === 'FunctionCall' && d)
    return `FunctionCall ${d.functionName || '(anonymous)'} ${base(d.url)}:${d.lineNumber ?? ''}`;
  if (e.name === 'EventDispatch' && d?.type) return `EventDispatch ${d.type}`;
  // A task names where it was posted from.
  if (e.args?.src_func) return `${e.name} ${base(e.args.src_file)}:${e.args.src_func}`;
  return e.name;
}

/** A top-level main-thread task: its length and what its time went to (self time by event kind, largest first). */
export interface Task {
  ms: number;
  parts: Row[];
}

/** Self time per event kind on the renderer's main thread (the page's busiest CrRendererMain), and its tasks. */
export function timelineSelfTime(events: TraceEvent[]): { rows: Row[]; tasks: Task[] } {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events)
    if (mains.has(`${e.pid}:${e.tid}`)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const rows = new Map<string, Row>();
  const stack: { end: number; name: string; what: string; row: Row; childUs: number; dur: number }[] = [];
  const tasks: Task[] = [];
  let parts = new Map<string, Row>();
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const top = stack.pop();
      if (!top) continue;
      const self = (top.dur - top.childUs) / 1000;
      top.row.ms += self;
      const part = parts.get(top.what) ?? { what: top.what, ms: 0, count: 0 };
      part.ms += self;
      part.count += 1;
      parts.set(top.what, part);
      if (stack.length === 0 && top.name === 'RunTask')
        tasks.push({ ms: top.dur / 1000, parts: [...parts.values()].sort((a, b) => b.ms - a.ms) });
      if (stack.length === 0) parts = new Map();
    }
  };
  for (const e of spans) {
    close(e.ts);
    const dur = e.dur ?? 0;
    const what = label(e);
    const row = rows.get(what) ?? { what, ms: 0, count: 0 };
    row.count += 1;
    rows.set(what, row);
    const parent = stack.at(-1);
    if (parent) parent.childUs += dur;
    stack.push({ end: e.ts + dur, name: e.name, what, row, childUs: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return { rows: [...rows.values()].sort((a, b) => b.ms - a.ms), tasks };
}

/** JS self time per function (with its file and line) from a V8 sampling profile. */
export function jsSelfTime(profile: CpuProfile): Row[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const rows = new Map<string, Row>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const what = `${f.functionName || '(anonymous)'} ${base(f.url)}:${f.lineNumber + 1}`;
    const row = rows.get(what) ?? { what, ms: 0, count: 0 };
    row.ms += (profile.timeDeltas[i] ?? 0) / 1000;
    row.count += 1;
    rows.set(what, row);
  });
  return [...rows.values()].sort((a, b) => b.ms - a.ms);
}

/** Prints the top `n` rows, as ms per second of scan. */
export function printRows(title: string, rows: Row[], seconds: number, n = 25): void {
  console.log(`\n${title} (ms per second of scan, count)`);
  for (const r of rows.slice(0, n))
    console.log(`  ${(r.ms / seconds).toFixed(2).padStart(7)}  ${String(r.count).padStart(6)}  ${r.what}`);
}

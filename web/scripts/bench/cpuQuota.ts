/**
 * A CPU budget for the whole browser: a cgroup whose CFS bandwidth limit holds every thread of every
 * Chromium process (page, workers, compositor, GPU, camera) to a share of a core. The devtools throttle
 * (`Emulation.setCPUThrottlingRate`) slows only a page's main thread; a cheap phone is slow on every
 * thread. cgroup v2's `cpu.max` where the cpu controller is on the unified hierarchy, else cgroup v1's
 * `cpu.cfs_quota_us` / `cpu.cfs_period_us` (the same limit in the kernel). Either needs a writable
 * cgroup file system (root); without one `openCpuQuota` says why and the bench prints no figure.
 *
 * The browser enters the group through a launcher script that moves itself in and execs Chromium, so
 * every process Chromium starts is born inside it. The bench process and the server stay outside.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CpuQuota {
  /** Cores the browser may use (Infinity: no limit, only measured). */
  cores: number;
  /** What holds it: the file written and its value. */
  how: string;
  /** Launches Chromium inside the group (pass as Playwright's `executablePath`). */
  executable: string;
  /** CPU seconds the group's processes have used so far. */
  usedSeconds(): number;
  /** CPU seconds of each live thread in the group so far (`threadUse` subtracts two). */
  threads(): Map<string, { name: string; seconds: number }>;
  /** Periods of the limit so far, and in how many the group was held back. */
  periods(): { periods: number; throttled: number };
  /**
   * Takes the pages' main threads (each renderer's first thread) out of the quota, into a group of their
   * own without a limit, from now until the returned `stop()`: every 250 ms main threads that appeared
   * since are moved out, and any other thread that landed beside them back in (a thread is born in its
   * creator's group). cgroup v1 only (v2 keeps all of a process's threads in one subtree); the reason it
   * cannot be otherwise.
   */
  mainThreadsApart(): { how: string; keepApart(): () => void } | { reason: string };
  /** Sets the group's limit to `cores` from now on (Infinity: none). */
  limit(cores: number): void;
  /** Removes the group once the browser has exited. */
  close(): Promise<void>;
}

interface Mount {
  type: 'cgroup2' | 'cgroup';
  path: string;
  options: string[];
}

function mounts(): Mount[] {
  const lines = existsSync('/proc/self/mounts') ? readFileSync('/proc/self/mounts', 'utf8').split('\n') : [];
  return lines.flatMap((line) => {
    const [, path, type, options] = line.split(' ');
    return path && (type === 'cgroup2' || type === 'cgroup')
      ? [{ type, path, options: (options ?? '').split(',') } as Mount]
      : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8').trim();

/** The cpu controller's directory: cgroup v2's root when it holds the controller, else v1's cpu hierarchy. */
function cpuHierarchy(): { version: 2 | 1; root: string } | { reason: string } {
  for (const m of mounts().filter((m) => m.type === 'cgroup2')) {
    const controllers = read(join(m.path, 'cgroup.controllers')).split(' ');
    if (controllers.includes('cpu')) return { version: 2, root: m.path };
  }
  const v1 = mounts().find((m) => m.type === 'cgroup' && m.options.includes('cpu'));
  if (v1) return { version: 1, root: v1.path };
  return { reason: 'no cgroup hierarchy with the cpu controller is mounted' };
}

/**
 * The weight the bench gives the browser's groups, in tasks: a group competes with the machine's other
 * work as one task would, so on a two-core machine shared with a few busy builds a half-core quota got
 * a fraction of its half core; eight tasks' weight lets it have its quota (which still caps it) with up
 * to about eight other busy tasks running.
 */
export const BUDGET_WEIGHT = 8;
/** How often threads are put back in their groups (Chromium starts threads as it goes). */
const SWEEP_MS = 250;
/** USER_HZ on Linux: /proc's times are in these ticks. */
const TICKS_PER_SECOND = 100;

/** A /proc stat file's name and user + system time, seconds (null once the process or thread has exited). */
function statTimes(file: string): { name: string; seconds: number } | null {
  try {
    const text = read(file);
    // The name is in parentheses; utime and stime are the 12th and 13th fields after it.
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** Sum of user and system time of `pids` (their threads included, the exited ones too), seconds. */
function processSeconds(pids: string[]): number {
  return pids.reduce((sum, pid) => sum + (statTimes(`/proc/${pid}/stat`)?.seconds ?? 0), 0);
}

/** CPU seconds of every live thread of `pids`, keyed by process and thread id, with the thread's name. */
function threadSeconds(pids: string[]): Map<string, { name: string; seconds: number }> {
  const threads = new Map<string, { name: string; seconds: number }>();
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const times = statTimes(`/proc/${pid}/task/${tid}/stat`);
      if (times) threads.set(`${pid}:${tid}`, times);
    }
  }
  return threads;
}

/** CPU used between two `threadSeconds` snapshots, summed by thread name, seconds, largest first. */
export function threadUse(
  before: Map<string, { name: string; seconds: number }>,
  after: Map<string, { name: string; seconds: number }>,
): { name: string; seconds: number }[] {
  const byName = new Map<string, number>();
  for (const [key, { name, seconds }] of after)
    byName.set(name, (byName.get(name) ?? 0) + seconds - (before.get(key)?.seconds ?? 0));
  return [...byName].map(([name, seconds]) => ({ name, seconds })).sort((a, b) => b.seconds - a.seconds);
}

/** A group's weight against its siblings, `times` the default (v1 `cpu.shares` 1024, v2 `cpu.weight` 100). */
function setWeight(version: 1 | 2, dir: string, times: number): void {
  if (version === 2) writeFileSync(join(dir, 'cpu.weight'), String(Math.round(100 * times)));
  else writeFileSync(join(dir, 'cpu.shares'), String(Math.round(1024 * times)));
}

function statField(file: string, name: string): number {
  const line = read(file)
    .split('\n')
    .find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? 0);
}

/**
 * A group holding the browser to `cores` (Infinity: no limit, the group only measures) in periods of
 * `periodUs`; the reason it cannot be made otherwise. A group competes with every other process on the
 * machine as one task would (the kernel's default weight), so on a busy machine it gets less than its
 * quota; `weight` times the default weight claims it back (the quota still caps it).
 */
export function openCpuQuota(
  cores: number,
  periodUs: number,
  browser: string,
  weight = 1,
): CpuQuota | { reason: string } {
  const hierarchy = cpuHierarchy();
  if ('reason' in hierarchy) return hierarchy;
  const dir = join(hierarchy.root, `ai-doctor-bench-${process.pid}-${Date.now()}`);
  /** Writes the limit; says what it wrote. */
  const limit = (held: number) => {
    const quotaUs = Number.isFinite(held) ? Math.round(held * periodUs) : null;
    if (hierarchy.version === 2) {
      const value = `${quotaUs ?? 'max'} ${periodUs}`;
      writeFileSync(join(dir, 'cpu.max'), value);
      return `cgroup v2 cpu.max "${value}"`;
    }
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(periodUs));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs ?? -1));
    return `cgroup v1 cpu.cfs_quota_us ${quotaUs ?? -1} per cpu.cfs_period_us ${periodUs}`;
  };
  let how: string;
  try {
    mkdirSync(dir);
    // cgroup v2's root may hand the controller down only when asked to (it is exempt from the no-process rule).
    if (hierarchy.version === 2) writeFileSync(join(hierarchy.root, 'cgroup.subtree_control'), '+cpu');
    how = limit(cores);
    if (weight !== 1) {
      setWeight(hierarchy.version, dir, weight);
      how += `, ${weight}× the default weight`;
    }
  } catch (e) {
    try {
      rmdirSync(dir);
    } catch {
      // never made
    }
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    return { reason: `the cgroup file system under ${hierarchy.root} is not writable here (${code}; needs root)` };
  }
  const launcherDir = mkdtempSync(join(tmpdir(), 'bench-quota-'));
  const launcher = join(launcherDir, 'chromium');
  writeFileSync(launcher, `#!/bin/sh\necho $$ > '${join(dir, 'cgroup.procs')}' || exit 1\nexec '${browser}' "$@"\n`);
  chmodSync(launcher, 0o755);
  const procs = () => read(join(dir, 'cgroup.procs')).split('\n').filter(Boolean);
  /** The groups made, removed last first: the main threads' (if any), then the browser's. */
  const made = [dir];
  const mainThreadsApart = () => {
    if (hierarchy.version === 2)
      return {
        reason: "a thread apart from its process's group needs cgroup v1 (v2 keeps a process's threads in one subtree)",
      };
    const apart = `${dir}-main`;
    try {
      mkdirSync(apart);
      if (weight !== 1) setWeight(1, apart, weight);
    } catch (e) {
      return { reason: `no group for the main threads could be made (${(e as NodeJS.ErrnoException).code ?? e})` };
    }
    made.push(apart);
    const renderers = () =>
      procs().filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
        } catch {
          return false;
        }
      });
    // cgroup v1 places single threads through `tasks`.
    const place = (tid: string, into: string) => {
      try {
        writeFileSync(join(into, 'tasks'), tid);
      } catch {
        // exited meanwhile
      }
    };
    const sweep = () => {
      const mains = renderers();
      for (const pid of mains) place(pid, apart);
      for (const tid of read(join(apart, 'tasks')).split('\n').filter(Boolean))
        if (!mains.includes(tid)) place(tid, dir);
    };
    return {
      how: `the pages' main threads apart in ${apart} without a limit`,
      keepApart() {
        sweep();
        const sweeping = setInterval(sweep, SWEEP_MS);
        return () => clearInterval(sweeping);
      },
    };
  };
  return {
    cores,
    how,
    executable: launcher,
    usedSeconds: () =>
      hierarchy.version === 2 ? statField(join(dir, 'cpu.stat'), 'usage_usec') / 1e6 : processSeconds(procs()),
    threads: () => threadSeconds(procs()),
    mainThreadsApart,
    limit: (held) => {
      limit(held);
    },
    periods: () => ({
      periods: statField(join(dir, 'cpu.stat'), 'nr_periods'),
      throttled: statField(join(dir, 'cpu.stat'), 'nr_throttled'),
    }),
    async close() {
      rmSync(launcherDir, { recursive: true, force: true });
      const left = () => made.flatMap((group) => read(join(group, 'cgroup.procs')).split('\n').filter(Boolean));
      // Chromium's last processes exit a moment after the browser closes.
      for (let i = 0; i < 50 && left().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
      for (const pid of new Set(left())) process.kill(Number(pid), 'SIGKILL');
      for (let i = 0; i < 20; i++) {
        try {
          for (const group of [...made].reverse()) if (existsSync(group)) rmdirSync(group);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
  };
}

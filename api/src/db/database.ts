import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

/** Runs parameterised SQL (`$1`, `$2` …) and returns the rows. One statement per call. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** The server's PostgreSQL: embedded PGlite or a real server, behind one small interface. */
export interface Database extends SqlRunner {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** Answers a trivial query; used by the health check. */
  ping(): Promise<boolean>;
  /** Closes the connection(s); closing again does nothing. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`: use that server. Otherwise the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps it in memory. */
  dataDir: string | null;
}

/**
 * PGlite's default shared_buffers (128 MB) is sized for a real server; this store holds a few form
 * submissions, and the small pool keeps the API's resident memory low.
 */
const PGLITE_CONFIG = 'shared_buffers=8MB';

async function ping(db: SqlRunner): Promise<boolean> {
  try {
    const rows = await db.query<{ ok: number }>('SELECT 1 AS ok');
    return rows[0]?.ok === 1;
  } catch {
    return false;
  }
}

/** Creates a PGlite data directory and exits; run as `node -e` with the module path, directory and config. */
const CREATE_DATA_DIR = `
  const [, modulePath, dataDir, postgresqlconf] = process.argv;
  require(modulePath).PGlite.create({ dataDir, postgresqlconf })
    .then((db) => db.close())
    .catch((err) => { console.error(err.message); process.exit(1); });
`;

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * A new data directory is created (PGlite runs initdb) in a short-lived child process: initdb grows
 * PGlite's WebAssembly memory far beyond what opening an existing directory needs, and a process never
 * hands it back (README, Configuration). It is built beside the target and renamed into place, so an
 * interrupted initdb never leaves a half-made directory that later starts would open.
 */
async function ensurePgliteDataDir(dataDir: string): Promise<void> {
  if (hasDatabase(dataDir)) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const building = `${dataDir}.initdb-${process.pid}`;
  try {
    mkdirSync(dirname(dataDir), { recursive: true });
    rmSync(building, { recursive: true, force: true });
    await promisify(execFile)(process.execPath, ['-e', CREATE_DATA_DIR, pglite, building, PGLITE_CONFIG], {
      timeout: 180_000,
    });
    // An empty directory at the target is replaced; a server that started at the same time may have won.
    if (existsSync(dataDir) && readdirSync(dataDir).length === 0) rmdirSync(dataDir);
    if (!hasDatabase(dataDir)) renameSync(building, dataDir);
  } catch (err) {
    const detail = (err as { stderr?: string }).stderr?.trim() || (err as Error).message;
    throw new Error(`Could not create the embedded database in ${dataDir}: ${detail}`, { cause: err });
  } finally {
    // Best effort: when the parent is unusable there is nothing to clean up, and the error above says why.
    try {
      rmSync(building, { recursive: true, force: true });
    } catch {}
  }
}

/** Data directories this process has open: a lock naming this pid is stale unless listed here. */
const openHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is PostgreSQL in one process and takes no lock of its own: a second process writing the same
 * directory damages it. The first server writes its pid to `ai-doctor.lock` in the directory; a second
 * refuses to start while that process runs. A lock left by a server that was killed (its pid no longer
 * runs, or is this very process, reused in a restarted container) is taken over. Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'ai-doctor.lock');
  for (;;) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      openHere.add(dataDir);
      return () => {
        openHere.delete(dataDir);
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    const stale = owner === process.pid ? !openHere.has(dataDir) : !isRunning(owner);
    if (!stale) {
      throw new Error(
        `The embedded database in ${dataDir} is already in use by another server (pid ${owner}). PGlite serves ` +
          'one process: stop that server, give this one its own DATA_DIR, or run several servers against ' +
          'PostgreSQL (DATABASE_URL).',
      );
    }
    rmSync(lockFile, { force: true });
  }
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await ensurePgliteDataDir(dataDir);
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    // Each driver is loaded only when it is the one in use: the other would cost memory for nothing.
    const { PGlite } = await import('@electric-sql/pglite');
    db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), postgresqlconf: PGLITE_CONFIG });
  } catch (err) {
    unlock();
    throw err;
  }
  const run: SqlRunner['query'] = async (sql, params) => (await db.query(sql, params)).rows as never;
  const self: Database = {
    kind: 'pglite',
    query: run,
    transaction: (work) =>
      db.transaction((tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never })),
    ping: () => ping(self),
    close: async () => {
      if (db.closed) return;
      await db.close();
      unlock();
    },
  };
  return self;
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 5 });
  let ended = false;
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const self: Database = {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    ping: () => ping(self),
    close: async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  };
  try {
    await pool.query('SELECT 1');
  } catch (err) {
    await pool.end();
    throw new Error(`DATABASE_URL is set but the PostgreSQL server does not answer: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return self;
}

export function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

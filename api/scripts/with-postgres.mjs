#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: initdb in a temp directory, a free loopback port,
// DATABASE_URL pointing at it; the server is stopped and its directory removed afterwards, whatever the
// command's outcome. Usage: node api/scripts/with-postgres.mjs <command> [args…]
// Without a PostgreSQL installation it fails: setup (scripts/setup.mjs) installs the `postgresql` package,
// and the tests it runs must not be skipped unnoticed.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from '../../scripts/tools.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function runCommand(env) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  return res.status ?? 1;
}

const binDir = postgresBinDir();
if (!binDir) {
  console.error(
    'with-postgres: no PostgreSQL server installed (/usr/lib/postgresql/*/bin); run `node scripts/setup.mjs`.',
  );
  process.exit(1);
}

// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? 'postgres' : null;
const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-pg-'));
if (pgUser) {
  const uid = Number(execFileSync('id', ['-u', pgUser], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', pgUser], { encoding: 'utf8' }));
  chownSync(dir, uid, gid);
}
const dataDir = join(dir, 'data');

function pg(tool, toolArgs) {
  const full = [join(binDir, tool), ...toolArgs];
  const [file, ...rest] = pgUser ? ['runuser', '-u', pgUser, '--', ...full] : full;
  execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
}

let started = false;
function stop() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      console.error('with-postgres: pg_ctl stop failed');
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stop();
    process.exit(130);
  });
}

let status = 1;
try {
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`with-postgres: PostgreSQL (${binDir}) on 127.0.0.1:${port}`);
  status = runCommand({ ...process.env, DATABASE_URL: url });
} catch (err) {
  console.error(`with-postgres: could not start PostgreSQL: ${err.message}`);
} finally {
  stop();
}
process.exit(status);

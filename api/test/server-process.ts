import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

/** The real entry point (`src/server.ts`) in its own process, with its log lines and stderr as they come. */
export interface ServerProcess {
  child: ChildProcess;
  log: string[];
  stderr: string[];
  /** The address it listens at; rejects when the process exits first. */
  url: Promise<string>;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts `src/server.ts` on a free loopback port with `env` on top of this process's environment. Call it in
 * a test: the process is killed when the test ends.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        log.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve(listening[1] as string);
      }
    });
    exited.then((code) => reject(new Error(`server exited early with ${code}: ${stderr.join('')}`)));
  });
  url.catch(() => {});
  // A test that fails half-way leaves no server behind.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, log, stderr, url, exited };
}

/** Sends SIGTERM and waits for the exit. */
export async function stopServer(server: ServerProcess): Promise<number | string> {
  server.child.kill('SIGTERM');
  return server.exited;
}

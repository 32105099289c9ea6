import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

// WebAssembly is compiled on background threads, by default as many at once as V8 likes. The embedded
// database's module (PostgreSQL, 9 MB) then has its startup code optimised in parallel, and the compilers'
// working memory piles up into the process's peak; one task at a time keeps it down (README, Memory).
// Set before anything is compiled: the first WebAssembly module is compiled inside buildApp.
setFlagsFromString('--wasm-num-compilation-tasks=1');
// V8 first runs WebAssembly from its baseline compiler and optimises each function once it has run about
// 1.8 MB of code. PostgreSQL's functions reach that budget a little at a time, under any load, and each
// optimised copy stays resident beside the baseline one; a 100× budget leaves them baseline unless they
// are really hot, while the analysis core's loops still reach it within a few hundred analyses (README, Memory).
setFlagsFromString('--wasm-tiering-budget=180000000');
// After each full collection V8 lets the old generation grow to up to 4× what survived before collecting
// again. Under load the main thread's survivors are mostly requests caught in flight (bodies being read)
// that die soon after, so that headroom fills with garbage; 1.3× keeps the peak down for a few more
// (incremental, concurrent) collections (README, Memory). Read at each collection, so it applies from here.
setFlagsFromString('--heap-growing-percent=30');

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = configFromEnv();
const app = await buildApp({ ...config, logger: true }).catch((err: Error) => {
  // A start that cannot work (database in use or unreachable, bad setting) ends with one plain sentence.
  console.error(`AI Doctor API did not start: ${err.message}`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stops accepting connections, lets requests finish, then closes the database (onClose hooks).
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });

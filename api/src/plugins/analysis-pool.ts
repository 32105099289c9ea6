import fp from 'fastify-plugin';
import { AnalysisPool, type AnalysisPoolOptions } from '../measurement/analysis-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads running the same WebAssembly signal core the browser worker runs. */
    analysisPool: AnalysisPool;
    /** Version of that core (the crate's), read once from the pool at start. */
    coreVersion: string;
  }
}

/** Starts the re-analysis threads before the server listens; stops them on close. */
export const analysisPoolPlugin = fp<AnalysisPoolOptions>(async (app, opts) => {
  const pool = new AnalysisPool(opts);
  try {
    app.decorate('coreVersion', await pool.version());
  } catch (err) {
    await pool.close();
    throw err;
  }
  app.decorate('analysisPool', pool);
  app.addHook('onClose', () => pool.close());
  app.log.info({ threads: pool.threads, maxQueue: pool.maxQueue }, 'analysis pool ready');
});

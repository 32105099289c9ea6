import type { RppgCore } from '@ai-doctor/rppg-core';
import { loadRppgCoreFromDisk } from '@ai-doctor/rppg-core/node';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The same WebAssembly signal core the browser worker runs. */
    rppgCore: RppgCore;
  }
}

export const rppgCorePlugin = fp(async (app) => {
  app.decorate('rppgCore', await loadRppgCoreFromDisk(process.env.RPPG_WASM_PATH));
});

import fp from 'fastify-plugin';
import { type Database, type DatabaseOptions, openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PostgreSQL (embedded PGlite or a server), migrated to the current schema. */
    db: Database;
  }
}

/** Opens the database, applies pending migrations before the server accepts requests, closes it on shutdown. */
export const databasePlugin = fp<DatabaseOptions>(async (app, opts) => {
  const db = await openDatabase(opts);
  try {
    const applied = await runMigrations(db);
    app.log.info({ database: db.kind, migrationsApplied: applied }, 'database ready');
  } catch (err) {
    await db.close();
    throw err;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
    app.log.info({ database: db.kind }, 'database closed');
  });
});

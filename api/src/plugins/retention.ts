import { BOOKING_RETENTION_DAYS, CONTACT_RETENTION_DAYS } from '@ai-doctor/content/retention';
import fp from 'fastify-plugin';
import { type RetentionPolicy, runRetention } from '../db/retention.ts';

export interface RetentionOptions {
  policy: RetentionPolicy;
  /** Time between two runs, ms; the first runs once the server is ready. */
  intervalMs: number;
}

/**
 * The scheduled deletion of what has been kept long enough (`db/retention.ts`): once the server is ready,
 * then every `intervalMs`. Safe with several servers on one PostgreSQL (an advisory lock: one deletes, the
 * others skip). A failed run is logged and tried again at the next. A policy longer than the one the
 * privacy page states is warned about at start: the page would then say less than the server keeps.
 */
export const retentionPlugin = fp<RetentionOptions>(async (app, { policy, intervalMs }) => {
  if (policy.bookingDays > BOOKING_RETENTION_DAYS || policy.contactDays > CONTACT_RETENTION_DAYS) {
    app.log.warn(
      { policy, privacyPage: { bookingDays: BOOKING_RETENTION_DAYS, contactDays: CONTACT_RETENTION_DAYS } },
      'data is kept longer than the privacy page states (content/src/retention.ts)',
    );
  }
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const runOnce = () => {
    running = runRetention(app.db, policy).then(
      (run) => {
        if (run.bookings || run.contactMessages) app.log.info({ retention: run }, 'retention: expired data deleted');
      },
      (err: Error) => app.log.error({ err: { type: err.name, message: err.message } }, 'retention run failed'),
    );
  };
  app.addHook('onReady', async () => {
    runOnce();
    timer = setInterval(runOnce, intervalMs).unref();
  });
  // Before anything closes (the database included): no new run, and the one in flight finishes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});

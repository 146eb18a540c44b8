import type { FastifyInstance } from 'fastify';
import {
  APPROVAL_RELEASE_MINUTES,
  dueApprovals,
  releaseApproval,
  unclaimedIntents,
} from './approvals.ts';

// The job that releases approvals nobody turned into an order (issue 33, approvals.ts).
// Its state is the database's: after a restart it finds the same due rows, and with several
// server processes each run claims a row with a conditional UPDATE before it calls the
// gateway, so a row is released by one process only. Every process runs it; that costs one
// small indexed query a minute.

export const APPROVAL_SWEEP_INTERVAL_MS = 60_000;
const BATCH = 50;

/** Releases what is due now; answers how many approvals this run released. */
export async function releaseDueApprovals(app: FastifyInstance): Promise<number> {
  const { gateway, clock } = app.store;
  const now = clock.now();
  let released = 0;
  for (const intentId of await dueApprovals(app.db, now, BATCH)) {
    try {
      if (await releaseApproval(app.db, gateway, intentId, now)) released += 1;
    } catch (error) {
      // Left in `releasing`: after its claim runs out the next run (here or elsewhere) retries.
      app.log.warn({ err: error, intentId }, 'releasing a payment approval failed');
    }
  }
  // Intents no cart ever claimed (the customer left before the shop heard of the approval):
  // after the same time they are voided at the gateway too. A row in payment_approvals is
  // the table's to settle, so only intents without one are taken here.
  if (gateway.openIntentsBefore) {
    const cutoff = new Date(now.getTime() - APPROVAL_RELEASE_MINUTES * 60_000);
    const open = await gateway.openIntentsBefore(cutoff, BATCH);
    for (const intentId of await unclaimedIntents(app.db, open)) {
      try {
        await gateway.release(intentId);
        released += 1;
      } catch (error) {
        app.log.warn({ err: error, intentId }, 'releasing an unclaimed payment intent failed');
      }
    }
  }
  return released;
}

/** Runs the job now and every `intervalMs` until the server closes. */
export function startApprovalReleases(
  app: FastifyInstance,
  intervalMs = APPROVAL_SWEEP_INTERVAL_MS,
): void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = releaseDueApprovals(app)
      .catch((error: unknown) => app.log.warn({ err: error }, 'payment approval job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

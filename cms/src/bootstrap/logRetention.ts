import type { Core } from '@strapi/strapi';

/** The privacy page promises that error logs are deleted after this many days. */
export const LOG_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes log entries older than the retention period; returns how many went. */
export async function deleteExpiredLogs(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await strapi.db
    .query('api::log.log')
    .deleteMany({ where: { createdAt: { $lt: cutoff } } });
  return result.count;
}

/** Runs the clean-up now and every night, so a CMS that is never restarted keeps the promise. */
export async function scheduleLogRetention(strapi: Core.Strapi): Promise<void> {
  const removed = await deleteExpiredLogs(strapi);
  if (removed > 0)
    strapi.log.info(
      `[federkiel] deleted ${removed} log entries older than ${LOG_RETENTION_DAYS} days`,
    );
  strapi.cron.add({
    federkielLogRetention: {
      task: async () => {
        await deleteExpiredLogs(strapi);
      },
      options: { rule: '17 3 * * *' },
    },
  });
}

import { z } from 'zod';

// The browsers' error reports (apps/web/src/lib/errors/) go to the CMS's log through the shop
// (issue #31), so the CMS needs no CORS for the shop. The CMS checks the details (level, sizes,
// date; docs/cms.md "Logs"); here only the shape, so nothing but a log entry is passed on.

/**
 * The CMS keeps at most a 10 KB message and 100 KB of data per report (docs/cms.md "Logs");
 * a larger body is refused here with a 413 before it is read to the end.
 */
export const LOG_BODY_LIMIT_BYTES = 120 * 1024;

export const logBody = z.strictObject({
  data: z.strictObject({
    eventLevel: z.string().min(1).max(10),
    message: z.string().min(1).max(20_000),
    eventDate: z.string().max(40).optional(),
    data: z.record(z.string(), z.unknown()),
  }),
});

export type LogBody = z.infer<typeof logBody>;

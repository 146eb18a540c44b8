import path from 'node:path';

// The server's settings in a benchmark (bench-dashboard.ts, bench-production.ts): its files in
// the benchmark's temporary folder, warnings only, and no rate limits (a benchmark is one
// client asking fast).

export function benchServerEnv(
  dir: string,
  adminKey: string,
  cmsUrl: string,
): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    SQLITE_FILE: path.join(dir, 'bench.db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    WEB_DIST: path.join(dir, 'web'),
    ADMIN_KEY: adminKey,
    RATE_LIMITS: 'off',
    CMS_URL: cmsUrl,
  };
}

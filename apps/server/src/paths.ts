import { fileURLToPath } from 'node:url';

// Relative paths in the configuration (SQLITE_FILE, UPLOAD_DIR, WEB_DIST, .env) are
// resolved against the repository root, not the working directory, so `npm start` at the
// root and `npm --workspace @federkiel/server start` use the same files.
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

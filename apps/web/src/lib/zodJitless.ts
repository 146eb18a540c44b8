import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probes whether it
// may by calling it once. The shop's CSP forbids eval, so the probe is refused and the browser
// logs a CSP violation on every page that builds a schema — which Lighthouse counts against
// best practices (issue #13). The interpreted parser is fast enough for the browser's small
// payloads. It must run before the first schema is built: start.tsx imports it first.
config({ jitless: true });

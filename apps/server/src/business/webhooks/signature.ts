import { createHmac, timingSafeEqual } from 'node:crypto';

// Federkiel-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the
// endpoint's secret. The timestamp is signed with the body, so a receiver that refuses old
// timestamps (five minutes is usual) also refuses a replayed delivery.

export const SIGNATURE_HEADER = 'federkiel-signature';

export function sign(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The receiver's check (used by the tests; documented in docs/business-api.md). */
export function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.split('=', 2) as [string, string]),
  );
  const t = Number(parts['t']);
  const v1 = parts['v1'];
  if (!Number.isInteger(t) || !v1 || !/^[a-f0-9]{64}$/.test(v1)) return false;
  const expected = sign(secret, t, body).split('v1=')[1] as string;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(v1, 'hex'));
}

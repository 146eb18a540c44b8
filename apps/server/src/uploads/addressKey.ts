import { isIPv4, isIPv6 } from 'node:net';

// The per-address upload budget counts a client by its address, like the rate limits
// (http/rateLimits.ts): an IPv4 address as it is, an IPv6 address by its /64 — one
// connection usually gets a whole /64, so counting single IPv6 addresses would let one
// client take a fresh budget with every address it picks.

/** The eight 16-bit groups of an IPv6 address, `::` expanded; null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
}

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

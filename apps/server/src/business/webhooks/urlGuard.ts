import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

// Webhook URLs are chosen by customers, and the server calls them: without a guard a key
// holder could make the shop POST into its own network (SSRF) — the database port, the
// cloud's metadata service (169.254.169.254, fd00:ec2::254), a router on 192.168.x.x. Only
// https to publicly routable unicast addresses is allowed. The check runs when a URL is
// registered and again on every delivery, inside the socket's own DNS lookup (see
// `guardedLookup`), so a name that later resolves elsewhere is refused at connect time and
// there is no gap between the check and the connection.
// BUSINESS_WEBHOOKS_ALLOW_PRIVATE=true (local development and tests) lifts both rules.

export class WebhookUrlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookUrlRefused';
  }
}

/**
 * True for every address that is not plain public unicast: loopback, private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the metadata address,
 * fe80::/10), CGNAT (100.64/10), multicast, broadcast, unspecified, reserved and
 * documentation ranges, and the IPv6 forms that carry an IPv4 address (::ffff:a.b.c.d is
 * judged as a.b.c.d; NAT64, 6to4 and Teredo are refused outright).
 */
export function isForbiddenAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  // `process` turns ::ffff:127.0.0.1 into 127.0.0.1 so it is judged as what it reaches.
  return ipaddr.process(address).range() !== 'unicast';
}

function hostOf(url: URL): string {
  // URL keeps the brackets of an IPv6 literal: [::1].
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function refusedAddress(): WebhookUrlRefused {
  return new WebhookUrlRefused(
    'Diese Adresse zeigt auf ein internes oder privates Netz; Webhooks gehen nur an öffentlich erreichbare Server.',
  );
}

/** Parses and checks a URL's scheme and, for IP literals, the address itself (no DNS). */
export function checkWebhookUrlShape(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused('Bitte geben Sie eine vollständige URL an (https://…).');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw new WebhookUrlRefused('Webhook-URLs müssen mit https:// beginnen.');
  }
  if (url.username || url.password) {
    throw new WebhookUrlRefused('Bitte geben Sie die URL ohne Benutzername und Passwort an.');
  }
  const host = hostOf(url);
  if (!allowPrivate && net.isIP(host) !== 0 && isForbiddenAddress(host)) throw refusedAddress();
  return url;
}

export type LookupAll = (hostname: string) => Promise<{ address: string }[]>;

const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * The registration check: https, and every address the name resolves to is public (one
 * private answer is enough to refuse — the connection could pick it).
 */
export async function checkWebhookUrl(
  raw: string,
  allowPrivate: boolean,
  lookup: LookupAll = systemLookup,
): Promise<URL> {
  const url = checkWebhookUrlShape(raw, allowPrivate);
  const host = hostOf(url);
  if (allowPrivate || net.isIP(host) !== 0) return url;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new WebhookUrlRefused(`Der Name „${host}“ lässt sich nicht auflösen.`);
  }
  if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
    throw refusedAddress();
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves like Node does and fails the connection when any
 * answer is not public, so the socket only ever connects to an address checked here.
 */
export function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
      return callback(Object.assign(refusedAddress(), { code: 'EFORBIDDENADDRESS' }), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as dns.LookupAddress;
    return callback(null, first.address, first.family);
  });
}

import autocannon from 'autocannon';
const base = process.argv[2];
const AUTH = `Basic ${Buffer.from('pk_bench').toString('base64')}`;
for (const [label, url, headers] of [
  ['healthz', `${base}/healthz`, {}],
  ['app-config', `${base}/app-config.json`, {}],
  ['products', `${base}/api/products`, { authorization: AUTH }],
  ['products+session', `${base}/api/products`, { authorization: AUTH, 'x-session': 'abcdefghijklmnopqrstuvwxyz123456' }],
  ['product one', `${base}/api/products/a6-postkarte`, { authorization: AUTH }],
] as const) {
  const r = await autocannon({ url, headers, connections: 50, duration: 4 });
  console.log(label.padEnd(20), Math.round(r.requests.average), r.latency.p99);
}

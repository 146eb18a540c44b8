import autocannon from 'autocannon';
const AUTH = `Basic ${Buffer.from('pk_bench').toString('base64')}`;
const r = await autocannon({ url: 'http://127.0.0.1:18556/api/products', headers: { authorization: AUTH }, connections: 50, duration: 8 });
console.log(Math.round(r.requests.average), r.latency.p99);

import autocannon from 'autocannon';
const AUTH = `Basic ${Buffer.from('pk_bench').toString('base64')}`;
const r = await autocannon({ url: 'http://127.0.0.1:18556/api/cart/items', method: 'POST', body: JSON.stringify({ product_id: 'prd_a6_postkarte', quantity: 10 }), headers: { authorization: AUTH, 'content-type': 'application/json' }, connections: 50, duration: 8 });
console.log(Math.round(r.requests.average), r.latency.p99, r.non2xx);

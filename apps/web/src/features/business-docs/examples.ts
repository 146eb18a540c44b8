// The examples of the documentation page, as in docs/business-api.md (code is not translated).

/** The shop's public address in the examples (the same on the server and in the browser). */
export const SHOP_ORIGIN = 'https://federkiel.de';

export interface Endpoint {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  curl: (origin: string) => string;
}

export const ENDPOINTS: Endpoint[] = [
  {
    id: 'templates',
    method: 'GET',
    path: '/business/v1/templates',
    curl: (o) => `curl -H "Authorization: Bearer $KEY" ${o}/business/v1/templates`,
  },
  {
    id: 'fonts',
    method: 'GET',
    path: '/business/v1/fonts',
    curl: (o) => `curl -H "Authorization: Bearer $KEY" ${o}/business/v1/fonts`,
  },
  {
    id: 'create',
    method: 'POST',
    path: '/business/v1/orders',
    curl: (o) =>
      `curl -X POST -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -H 'Idempotency-Key: deal-4711' -d @order.json ${o}/business/v1/orders`,
  },
  {
    id: 'list',
    method: 'GET',
    path: '/business/v1/orders',
    curl: (o) =>
      `curl -H "Authorization: Bearer $KEY" '${o}/business/v1/orders?page=1&limit=25&status=delivery_pending'`,
  },
  {
    id: 'get',
    method: 'GET',
    path: '/business/v1/orders/{id}',
    curl: (o) => `curl -H "Authorization: Bearer $KEY" ${o}/business/v1/orders/bo_…`,
  },
  {
    id: 'document',
    method: 'GET',
    path: '/business/v1/orders/{id}/documents/{n}',
    curl: (o) =>
      `curl -o rechnung.pdf -H "Authorization: Bearer $KEY" ${o}/business/v1/orders/bo_…/documents/1`,
  },
  {
    id: 'cancel',
    method: 'POST',
    path: '/business/v1/orders/{id}/cancel',
    curl: (o) => `curl -X POST -H "Authorization: Bearer $KEY" ${o}/business/v1/orders/bo_…/cancel`,
  },
];

export const SIGNATURE_EXAMPLE = `import crypto from 'node:crypto';

// header: der Wert von „Federkiel-Signature“, rawBody: der Body als Text, unverändert
function signatureOk(header, rawBody, secret) {
  const [t, v1] = header.split(',').map((part) => part.split('=')[1]);
  const expected = crypto.createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  return (
    fresh &&
    expected.length === v1.length &&
    crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(v1, 'hex'))
  );
}`;

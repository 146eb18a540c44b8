import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// The contract check of the business API's tests: an answer must match the schema the
// OpenAPI document (loaded through the server, as a client would) names for its status.

export async function loadContract(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/business/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const doc = res.json() as any;
  expect(doc.openapi).toBe('3.1.0');
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  return function matchesContract(path: string, method: string, status: number, body: unknown) {
    const op = doc.paths?.[path]?.[method];
    const schema = op?.responses?.[String(status)]?.content?.['application/json']?.schema;
    expect(schema, `${method} ${path} ${status} documented`).toBeDefined();
    const validate = ajv.compile(schema);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  };
}

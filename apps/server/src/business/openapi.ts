import { z } from 'zod';
import {
  errorSchema,
  fontListSchema,
  orderBodySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  templateListSchema,
} from './schemas.ts';
import { WEBHOOK_EVENTS } from './webhooks/events.ts';

// The OpenAPI 3.1 document of /business/v1, built from the zod schemas the routes validate
// with (zod 4's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses as is).

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const content = (schema: z.ZodType) => ({ 'application/json': { schema: json(schema) } });
const error = (description: string) => ({ description, content: content(errorSchema) });
const secured = {
  security: [{ apiKey: [] }],
};
const errors = {
  '400': error('Invalid request (a field, an unknown field)'),
  '401': error('Missing, unknown or revoked API key'),
  '429': error('Rate limit of the key reached'),
};

let cached: unknown = null;

export function openApiDocument(): unknown {
  if (cached) return cached;
  const listQuery = json(orderListQuerySchema, 'input') as {
    properties: Record<string, unknown>;
  };
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Federkiel Business API',
      version: '1.0.0',
      description: `Handgeschriebene Karten aus CRM und Shop-System bestellen. Webhook-Events: ${WEBHOOK_EVENTS.join(', ')}.`,
    },
    servers: [{ url: '/business/v1' }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'fk_…' } },
    },
    paths: {
      '/templates': {
        get: {
          ...secured,
          summary: 'Products and templates the configurator offers',
          responses: {
            '200': { description: 'OK', content: content(templateListSchema) },
            ...errors,
          },
        },
      },
      '/fonts': {
        get: {
          ...secured,
          summary: 'Handwriting fonts',
          responses: { '200': { description: 'OK', content: content(fontListSchema) }, ...errors },
        },
      },
      '/orders': {
        post: {
          ...secured,
          summary: 'Place an order (test key: priced only)',
          parameters: [
            { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: json(orderBodySchema, 'input') } },
          },
          responses: {
            '201': { description: 'Placed (live) or priced (test)', content: content(orderSchema) },
            ...errors,
            '409': error('Idempotency-Key used with another body'),
            '422': error('Refused: card, recipient, field and what to change'),
          },
        },
        get: {
          ...secured,
          summary: 'The account’s API orders, newest first',
          parameters: Object.entries(listQuery.properties).map(([name, schema]) => ({
            name,
            in: 'query',
            required: false,
            schema,
          })),
          responses: { '200': { description: 'OK', content: content(orderListSchema) }, ...errors },
        },
      },
      '/orders/{id}': {
        get: {
          ...secured,
          summary: 'One order',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'OK', content: content(orderSchema) },
            ...errors,
            '404': error('No such order of this account'),
          },
        },
      },
      ...Object.fromEntries(
        ['/orders/{id}/documents/{n}', '/orders/{id}/documents/{n}/{format}'].map((path) => [
          path,
          {
            get: {
              ...secured,
              summary: path.endsWith('{format}')
                ? 'An invoice or credit note of the order: `xml` (EN 16931) or `xrechnung`'
                : 'An invoice or credit note of the order as PDF/A-3 (ZUGFeRD)',
              parameters: [
                { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
                {
                  name: 'n',
                  in: 'path',
                  required: true,
                  description: 'The document’s `n` in the order’s `documents`',
                  schema: { type: 'integer', minimum: 1 },
                },
                ...(path.endsWith('{format}')
                  ? [
                      {
                        name: 'format',
                        in: 'path',
                        required: true,
                        schema: { type: 'string', enum: ['pdf', 'xml', 'xrechnung'] },
                      },
                    ]
                  : []),
              ],
              responses: {
                '200': {
                  description: 'The stored file',
                  content: {
                    'application/pdf': {
                      schema: { type: 'string', contentMediaType: 'application/pdf' },
                    },
                    'application/xml': {
                      schema: { type: 'string', contentMediaType: 'application/xml' },
                    },
                  },
                },
                ...errors,
                '404': error('No such order of this account, or no such document'),
              },
            },
          },
        ]),
      ),
      '/orders/{id}/cancel': {
        post: {
          ...secured,
          summary: 'Cancel an order not yet in production',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'Canceled', content: content(orderSchema) },
            ...errors,
            '404': error('No such order of this account'),
            '409': error('In production already, or a test order'),
          },
        },
      },
    },
  };
  return cached;
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Every error the server answers has the shape swell-js understands and throws with
// `err.code` and `err.status`: `{ error: { message, code, param? } }`.

export interface ErrorBody {
  error: { message: string; code: string; param?: string };
}

export function errorBody(message: string, code: string, param?: string): ErrorBody {
  return { error: param === undefined ? { message, code } : { message, code, param } };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  param?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(message, code, param));
}

/** Not-found handler for the API prefixes: JSON, never the web app's HTML. */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return sendError(reply, 404, 'not_found', `No route for ${request.method} ${path}`);
}

// Fastify's own error codes that come from the client's request, with wording a client
// developer can act on.
const KNOWN_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is larger than the server accepts.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'The request body has a Content-Type the server does not accept.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_request',
    message: 'The Content-Length header does not match the request body.',
  },
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The offending field as a dotted path (`shipping.zip`), the way swell-js reports `param`. */
function validationParam(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const segments = first.instancePath.split('/').filter(Boolean);
  const missing = first.params['missingProperty'];
  if (first.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  return segments.length > 0 ? segments.join('.') : undefined;
}

/**
 * An error raised on purpose for a bad request, carrying the swell-js error fields. The
 * global handler answers it with its status, code and param instead of a 500.
 */
export class ClientError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly param: string | undefined;
  constructor(statusCode: number, code: string, message: string, param?: string) {
    super(message);
    this.name = 'ClientError';
    this.statusCode = statusCode;
    this.code = code;
    this.param = param;
  }
}

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.validation) {
    return sendError(reply, 400, 'invalid_request', error.message, validationParam(error));
  }
  if (error instanceof ClientError) {
    return sendError(reply, error.statusCode, error.code, error.message, error.param);
  }

  const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendError(reply, known.status, known.code, known.message);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Client errors raised on purpose (httpErrors, secure-json-parse's prototype
    // poisoning check, …) carry a message meant for the client.
    return sendError(reply, status, CODE_BY_STATUS[status] ?? 'invalid_request', error.message);
  }

  // Anything else is our bug: log everything, tell the client nothing internal.
  request.log.error({ err: error }, 'unhandled error');
  return sendError(
    reply,
    500,
    'internal_error',
    'Something went wrong on our side. Please try again.',
  );
}

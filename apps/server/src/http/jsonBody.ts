import type { FastifyInstance } from 'fastify';
import { ClientError } from './errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';
import { findNul, jsonMayHoldNul, nulError } from './nulCharacters.ts';
import { findPrototypeKey } from './prototypeKeys.ts';

// The one JSON body parser of every route (registered on the root instance, so every
// route plugin inherits it), replacing Fastify's:
// - swell-js sends `Content-Type: application/json` with no body at all for calls without
//   data (logout, submitOrder, removeItem, …): an empty body reaches the handler as
//   `undefined` instead of failing;
// - nesting deeper than MAX_JSON_DEPTH is refused before the text is parsed (jsonDepth.ts);
// - the rest goes to Fastify's own parser, which keeps its prototype-poisoning protection;
//   a body it refuses for a prototype key is answered with that key, not "invalid JSON";
// - a NUL (U+0000) in any string or key is refused naming the field (nulCharacters.ts).

export const TOO_DEEP_MESSAGE = `Die Anfrage ist zu tief verschachtelt: höchstens ${MAX_JSON_DEPTH} Ebenen sind erlaubt.`;

function tooDeep(): ClientError {
  return new ClientError(400, 'json_too_deep', TOO_DEEP_MESSAGE);
}

/** The refusal naming the prototype key in `text`; null when `text` is not JSON at all. */
function prototypeKeyError(text: string): ClientError | null {
  let value: unknown;
  try {
    // secure-json-parse drops a byte-order mark before parsing; so must this.
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return null;
  }
  const found = findPrototypeKey(value);
  if (!found) return null;
  return new ClientError(
    400,
    'forbidden_key',
    `Der Schlüssel „${found.key}“ ist in Anfragen nicht erlaubt.`,
    found.path,
  );
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) {
        done(prototypeKeyError(text) ?? error, undefined);
        return;
      }
      const nul = jsonMayHoldNul(text) ? findNul(value) : null;
      if (nul) done(nulError('body', nul), undefined);
      else done(null, value);
    });
  });
}

import http from 'node:http';
import https from 'node:https';
import { checkWebhookUrlShape, guardedLookup } from './urlGuard.ts';

// One webhook POST through node:http(s) rather than fetch: the request takes a `lookup`
// hook, so the addresses are checked inside the connection itself (urlGuard.ts). Redirects
// are not followed (a 3xx is an answer like any other and counts as a failure).

export interface WebhookAnswer {
  status: number;
  body: string;
}

export function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; keepChars: number },
): Promise<WebhookAnswer> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      // Again at delivery: the stored URL may predate the guard, and IP literals never reach
      // the lookup hook.
      url = checkWebhookUrlShape(rawUrl, options.allowPrivate);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          // The profile keeps only the start of the answer; a huge body is not read on.
          if (text.length >= options.keepChars) response.destroy();
        });
        const done = () =>
          resolve({ status: response.statusCode ?? 0, body: text.slice(0, options.keepChars) });
        response.on('end', done);
        response.on('close', done);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

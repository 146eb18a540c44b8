import type { UploadedImage } from '@federkiel/machines';

// `POST /swell/upload` (multipart field `files`) with upload progress, which fetch cannot
// report; XMLHttpRequest can. Answer `{ data: { url, widthPx, heightPx, … } }`.

export type UploadErrorCode =
  | 'session_required'
  | 'too_many_requests'
  | 'unsupported_media_type'
  | 'file_too_large'
  | 'image_too_large'
  | 'busy'
  | 'network'
  | 'aborted'
  | 'unknown';

const KNOWN_CODES = new Set<string>([
  'session_required',
  'too_many_requests',
  'unsupported_media_type',
  'file_too_large',
  'image_too_large',
  'busy',
]);

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly code: UploadErrorCode,
    /** The server's own (German, du) message, if it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? code);
  }
}

export interface UploadOptions {
  sessionToken: string;
  /** 0…1 while the bytes go out. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

interface UploadAnswer {
  data?: { url?: unknown; widthPx?: unknown; heightPx?: unknown };
  error?: { code?: unknown; message?: unknown };
}

function errorOf(status: number, body: UploadAnswer | null): UploadError {
  const code = typeof body?.error?.code === 'string' ? body.error.code : '';
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  if (KNOWN_CODES.has(code)) return new UploadError(code as UploadErrorCode, message);
  if (status === 401) return new UploadError('session_required', message);
  if (status === 413) return new UploadError('file_too_large', message);
  if (status === 415) return new UploadError('unsupported_media_type', message);
  if (status === 429) return new UploadError('too_many_requests', message);
  if (status === 503) return new UploadError('busy', message);
  return new UploadError('unknown', message);
}

export function uploadImage(
  file: Blob,
  fileName: string,
  { sessionToken, onProgress, signal }: UploadOptions,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append('files', file, fileName);
    request.open('POST', '/swell/upload');
    request.setRequestHeader('X-Session', sessionToken);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError('network'));
    request.onabort = () => reject(new UploadError('aborted'));
    request.onload = () => {
      let body: UploadAnswer | null = null;
      try {
        body = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      const data = body?.data;
      if (
        request.status >= 200 &&
        request.status < 300 &&
        typeof data?.url === 'string' &&
        typeof data.widthPx === 'number' &&
        typeof data.heightPx === 'number'
      ) {
        onProgress?.(1);
        resolve({ url: data.url, widthPx: data.widthPx, heightPx: data.heightPx });
      } else reject(errorOf(request.status, body));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

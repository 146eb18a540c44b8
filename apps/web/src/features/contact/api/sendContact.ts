import { useMutation } from '@tanstack/react-query';
import { backendRequest, isBackendError } from '../../../lib/backend/backendFetch.ts';
import type { Address } from '../../../lib/i18n/address.ts';

// `POST /swell/contact` (docs/drafts-lists-contact.md): 201 `{ ok: true }`; 400 with the
// field in `error.param`; 429 when this address sent too many (10 an hour).

export interface ContactRequest {
  message: string;
  name: string;
  company?: string;
  email: string;
  phone?: string;
  /** The visitor's form of address, for the confirmation e-mail. */
  form: Address;
  /** The honeypot: people leave it empty. */
  website?: string;
}

export type ContactFailure = 'tooManyRequests' | 'invalid' | 'failed';

/** Which message a failed send shows. */
export function contactFailureOf(error: unknown): ContactFailure {
  if (isBackendError(error, 429)) return 'tooManyRequests';
  if (isBackendError(error, 400)) return 'invalid';
  return 'failed';
}

export async function sendContact(request: ContactRequest): Promise<void> {
  const body: ContactRequest = {
    message: request.message,
    name: request.name,
    email: request.email,
    form: request.form,
  };
  // Optional fields go only when filled (the server refuses unknown, not empty, fields).
  if (request.company) body.company = request.company;
  if (request.phone) body.phone = request.phone;
  if (request.website) body.website = request.website;
  await backendRequest<{ ok: true }>('/swell/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}

// What every document rule shares: the document service's call, the refusal the admin shows
// (field by field), and Strapi's own English validation messages in German.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LAYOUTS } from './labels';

export const TEMPLATE = 'api::template.template';
export const FONT = 'api::font.font';

export interface DocContext {
  uid: string;
  action: string;
  params: {
    documentId?: string;
    data?: Record<string, unknown>;
    status?: string;
  } & Record<string, unknown>;
}
// The document service's own middleware type is too narrow for a generic rule.
export type Middleware = Parameters<Core.Strapi['documents']['use']>[0];

export function refuse(message: string, errorsByField: Record<string, string> = {}): never {
  // The admin shows `message`; `details.errors` marks the fields (Yup-like paths).
  throw new errors.ValidationError(message, {
    errors: Object.entries(errorsByField).map(([field, msg]) => ({
      path: [field],
      message: msg,
      name: 'ValidationError',
    })),
  });
}

/** Thrown for files the slot cannot use: the files themselves are of no use (see below). */
export class RefusedFiles extends errors.ValidationError {
  readonly fileIds: number[];
  constructor(message: string, errorsByField: Record<string, string>, fileIds: number[]) {
    super(message, {
      errors: Object.entries(errorsByField).map(([field, msg]) => ({
        path: [field],
        message: msg,
        name: 'ValidationError',
      })),
    });
    this.fileIds = fileIds;
  }
}

/** Strapi's own English validation messages that editors meet, in German (issue #31). */
const STRAPI_MESSAGES: Record<string, (label: string) => string> = {
  'This attribute must be unique': (label) =>
    `„${label}“ ist schon vergeben. Bitte einen anderen Wert wählen – jeder darf nur einmal vorkommen.`,
};

type FieldError = { path: (string | number)[]; message: string; name: string };

/** Runs a write; Strapi's English validation errors come out in German, naming the field. */
export async function inGerman<T>(uid: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof errors.ValidationError)) throw error;
    const list = ((error.details ?? {}) as { errors?: FieldError[] }).errors ?? [];
    let changed = false;
    const german = list.map((fieldError) => {
      const translate = STRAPI_MESSAGES[fieldError.message];
      if (!translate) return fieldError;
      changed = true;
      const field = String(fieldError.path[0] ?? '');
      const label = LAYOUTS[uid]?.fields[field]?.label ?? field;
      return { ...fieldError, message: translate(label) };
    });
    if (!changed) throw error;
    throw new errors.ValidationError([...new Set(german.map((e) => e.message))].join(' '), {
      errors: german,
    });
  }
}

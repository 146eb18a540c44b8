import {
  createWunderlinkBodySchema,
  type CreateWunderlinkBody,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { addDays, todayInBerlin } from '../../../lib/wunderlink/validity.ts';

export type Restriction = 'none' | 'template' | 'group';

export interface FormValues {
  campaign: string;
  freeCards: string;
  restriction: Restriction;
  templateId: string;
  groupId: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  postage: boolean;
}

type Field = Exclude<keyof FormValues, 'restriction'>;
export type FieldErrors = Partial<Record<Field, string>>;

/** The body's fields (and the server's `param`) → the form's fields. */
const FIELD_OF: Record<string, Field> = {
  campaign: 'campaign',
  free_cards: 'freeCards',
  template_id: 'templateId',
  group_id: 'groupId',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  max_redemptions: 'maxRedemptions',
  postage_included: 'postage',
};

/** The order the fields are on the page: the first with an error gets the focus. */
export const FIELD_ORDER: Field[] = [
  'campaign',
  'freeCards',
  'templateId',
  'groupId',
  'validFrom',
  'validUntil',
  'maxRedemptions',
  'postage',
];

export function initialValues(now: Date = new Date()): FormValues {
  const today = todayInBerlin(now);
  return {
    campaign: '',
    freeCards: '3',
    restriction: 'none',
    templateId: '',
    groupId: '',
    validFrom: today,
    validUntil: addDays(today, 30),
    maxRedemptions: '100',
    postage: true,
  };
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The request body (`createWunderlinkBodySchema`), calendar days as German days. */
export function wunderlinkBody(values: FormValues): CreateWunderlinkBody {
  return {
    campaign: values.campaign,
    free_cards: numberOrUndefined(values.freeCards) as number,
    template_id: values.restriction === 'template' ? values.templateId || null : null,
    group_id: values.restriction === 'group' ? values.groupId || null : null,
    valid_from: values.validFrom,
    valid_until: values.validUntil,
    max_redemptions: numberOrUndefined(values.maxRedemptions) as number,
    postage_included: values.postage,
  };
}

/** The rules the server checks (the same zod schema), as messages per field. */
export function validate(values: FormValues, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.restriction === 'template' && !values.templateId) {
    errors.templateId = t('wunderlinks.create.templateRequired');
  }
  if (values.restriction === 'group' && !values.groupId) {
    errors.groupId = t('wunderlinks.create.groupRequired');
  }
  const result = createWunderlinkBodySchema.safeParse(wunderlinkBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The server's `param` ("valid_until", "template_id") as a field of the form. */
export function fieldOfParam(param: string | null): Field | null {
  if (!param) return null;
  return FIELD_OF[param.split('.')[0] ?? ''] ?? null;
}

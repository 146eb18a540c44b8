import { formatMessage } from './messages.ts';
import type { StepProblem, StepProblemCode } from './stepProblems.ts';
import {
  ADDRESS_FORM_LABELS,
  type AddressForm,
  IMAGE_SLOT_LABELS,
  type ImageSlot,
} from './vocabulary.ts';

// German default texts for the step problems (i18next `{{name}}` placeholders; neutral
// wording that fits both du and Sie).

export const STEP_PROBLEM_MESSAGES_DE: Record<StepProblemCode, string> = {
  canvasMissing: 'Bitte ein Format wählen.',
  templateMissing: 'Bitte eine Vorlage wählen.',
  personalisationMissing: 'Bitte die Art der Personalisierung wählen.',
  fontMissing: 'Bitte eine Handschrift wählen.',
  textEmpty: 'Bitte einen Text schreiben.',
  unknownVariables: 'Unbekannte Platzhalter im Text: {{variables}}.',
  senderMissing: 'Bitte den Absender ausfüllen: {{variables}}.',
  customSalutationIncomplete: 'Die eigene Anrede braucht eine männliche und eine weibliche Form.',
  customSalutationVariables: 'Diese Platzhalter gehen in der eigenen Anrede nicht: {{variables}}.',
  imageNotOnCanvas: '{{slot}}: Dieses Format hat dafür keine Fläche – bitte das Bild entfernen.',
  imageTooSmall:
    '{{slot}}: Das Bild ist für dieses Format zu klein ({{dpi}} dpi, mindestens 150 dpi). Bitte ein größeres Bild hochladen.',
  noRecipients: 'Bitte mindestens einen Empfänger eintragen.',
  tooManyCards: 'Es können höchstens {{max}} Karten in einer Bestellung sein.',
  recipientErrors: 'Bei {{count}} Karten fehlt noch etwas oder passt nicht.',
  variantMissing: 'Für {{count}} Empfänger mit „{{variant}}“ fehlt der Text in dieser Variante.',
  shippingDateMissing: 'Bitte ein Versanddatum wählen.',
  shippingDateInvalid: 'Das Versanddatum ist kein gültiges Datum.',
  shippingDateTooEarly: 'Das Versanddatum liegt zu früh – frühestens am nächsten Werktag.',
  shippingDateNotWorkingDay: 'An Wochenenden und Feiertagen wird nicht versendet.',
  shippingDateTooLate: 'Das Versanddatum darf höchstens ein Jahr in der Zukunft liegen.',
  blankEnvelopeNeedsSelfShipping:
    'Umschläge ohne Adresse können nur an die eigene Adresse geschickt werden.',
  fitPending: 'Die Texte werden gerade geprüft …',
  fitCheckFailed: 'Die Textprüfung ist fehlgeschlagen. Bitte erneut versuchen.',
  textOverflows: 'Bei {{count}} Karten passt der Text nicht auf die Karte.',
  unsupportedCharacters:
    'Diese Zeichen kann die Handschrift nicht schreiben: {{characters}}{{cards}}',
  addressTooLong: 'Eine Adresszeile ist zu lang für das Adressfeld des Umschlags{{cards}}.',
  textNotPlain:
    '{{fields}}: Bitte nur reinen Text verwenden – keine HTML-Zeichen wie <b>, keine „javascript:“-Links und keine unsichtbaren Steuerzeichen.',
};

/** The German text of a step problem. */
export function stepProblemMessage(problem: StepProblem): string {
  const params: Record<string, string | number> = { ...problem.params };
  if (typeof params.slot === 'string' && params.slot in IMAGE_SLOT_LABELS)
    params.slot = IMAGE_SLOT_LABELS[params.slot as ImageSlot];
  if (typeof params.variant === 'string' && params.variant in ADDRESS_FORM_LABELS)
    params.variant = ADDRESS_FORM_LABELS[params.variant as AddressForm];
  return formatMessage(STEP_PROBLEM_MESSAGES_DE[problem.code], params);
}

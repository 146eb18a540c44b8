import { PRIMARY_PAGE } from './canvasGeometry.ts';
import { imagePrintSizeMm } from './canvasGeometry.ts';
import { assessImageResolution } from './imageResolution.ts';
import { emptyCardText, type EditorState } from './progress.ts';
import { createRecipient, type RecipientInput } from './recipientSchema.ts';
import type {
  Canvas,
  CardText,
  CustomSalutation,
  FontRef,
  PageIndex,
  Shipping,
  UploadedImage,
  VariantTexts,
} from './schema.ts';
import { VARIABLE_NAME_PATTERN } from './schema.ts';
import { EMPTY_SENDER, variableKey, type Sender } from './variables.ts';
import {
  ADDRESS_FORMS,
  type AddressForm,
  type CanvasKind,
  type ImageSlot,
  type Personalisation,
  type TextSize,
} from './vocabulary.ts';

// The customer's edits as events, and what each does to the editor state: pure reducers
// the machine applies with one `assign`. Kept apart from the machine so they are tested
// directly and the machine file stays about flow.

/** A template as the path step offers it (mapped from the CMS by the app). */
export interface TemplateChoice {
  id: string;
  name: string;
  canvas: Canvas;
  /** The CMS's `textDu`, `textSie`, `textIhr`. */
  texts: Record<AddressForm, string>;
  defaultFont?: FontRef | null;
}

export type EditEvent =
  | { type: 'CHOOSE_CANVAS'; canvas: Canvas }
  | { type: 'CHOOSE_TEMPLATE'; template: TemplateChoice }
  | { type: 'CHOOSE_PERSONALISATION'; personalisation: Personalisation | 'invitation' }
  | { type: 'CHOOSE_FONT'; font: FontRef }
  | { type: 'SET_TEXT_SIZE'; size: TextSize }
  | { type: 'SET_PAGE_TEXT'; page: PageIndex; part: 'heading' | 'body'; text: string }
  | { type: 'SET_CUSTOM_SALUTATION'; salutation: CustomSalutation | null }
  | { type: 'ADD_VARIABLE'; name: string }
  | { type: 'REMOVE_VARIABLE'; name: string }
  | { type: 'SET_IMAGE'; slot: ImageSlot; image: UploadedImage | null }
  | { type: 'ADD_RECIPIENT'; recipient?: RecipientInput }
  | { type: 'UPDATE_RECIPIENT'; id: string; changes: RecipientInput }
  | { type: 'DUPLICATE_RECIPIENT'; id: string }
  | { type: 'REMOVE_RECIPIENTS'; ids: string[] }
  | { type: 'IMPORT_RECIPIENTS'; recipients: RecipientInput[]; mode: 'replace' | 'append' }
  | { type: 'SET_SHIPPING'; changes: Partial<Shipping> }
  | { type: 'SET_SENDER'; sender: Partial<Sender> };

export const EDIT_EVENT_TYPES = [
  'CHOOSE_CANVAS',
  'CHOOSE_TEMPLATE',
  'CHOOSE_PERSONALISATION',
  'CHOOSE_FONT',
  'SET_TEXT_SIZE',
  'SET_PAGE_TEXT',
  'SET_CUSTOM_SALUTATION',
  'ADD_VARIABLE',
  'REMOVE_VARIABLE',
  'SET_IMAGE',
  'ADD_RECIPIENT',
  'UPDATE_RECIPIENT',
  'DUPLICATE_RECIPIENT',
  'REMOVE_RECIPIENTS',
  'IMPORT_RECIPIENTS',
  'SET_SHIPPING',
  'SET_SENDER',
] as const satisfies readonly EditEvent['type'][];

/** A template's three texts as card texts: each on the canvas kind's primary page. */
export function templateTexts(template: TemplateChoice): VariantTexts {
  const primary = PRIMARY_PAGE[template.canvas.kind];
  const card = (body: string): CardText => {
    const text = emptyCardText();
    text.pages[primary] = { heading: '', body };
    return text;
  };
  return {
    du: card(template.texts.du),
    sie: card(template.texts.sie),
    ihr: card(template.texts.ihr),
  };
}

/**
 * The text tab a chosen template opens on: the tab open so far while it has text (the
 * template's or the customer's own), else the template's form of address — the first form
 * it has a text for (a Sie-only business template opens on "Sie", not on "du").
 */
export function templateVariant(state: EditorState, template: TemplateChoice): AddressForm {
  const active = state.activeVariant;
  if (template.texts[active].trim() !== '' || state.editedVariants.includes(active)) return active;
  return ADDRESS_FORMS.find((form) => template.texts[form].trim() !== '') ?? active;
}

/** Moves the primary page's text along when the canvas kind changes (folded → postcard). */
function followPrimaryPage(text: CardText, from: CanvasKind | undefined, to: CanvasKind): CardText {
  if (!from || PRIMARY_PAGE[from] === PRIMARY_PAGE[to]) return text;
  return { pages: [text.pages[1], text.pages[0]] };
}

/** May this image go into this slot of the chosen canvas (spec §5: at least 150 DPI)? */
export function imageAcceptable(
  canvas: Canvas | null,
  slot: ImageSlot,
  image: UploadedImage | null,
): boolean {
  if (image === null) return true;
  if (!canvas) return false;
  const print = imagePrintSizeMm(canvas, slot, image.widthPx / image.heightPx);
  return print !== null && assessImageResolution(image, print).verdict !== 'tooSmall';
}

function recipientId(n: number) {
  return `r${n}`;
}

/** Applies one edit. Edits that make no sense (unknown id, refused option) change nothing. */
export function applyEdit(state: EditorState, event: EditEvent): EditorState {
  const { draft } = state;
  switch (event.type) {
    case 'CHOOSE_CANVAS': {
      if (draft.canvas?.id === event.canvas.id)
        return { ...state, draft: { ...draft, canvas: event.canvas } };
      // Templates belong to one canvas: another canvas means choosing a template again. Texts
      // the customer wrote stay; texts that only came from the old template go with it.
      const from = draft.canvas?.kind;
      const texts = { ...draft.texts };
      for (const form of ADDRESS_FORMS)
        texts[form] = state.editedVariants.includes(form)
          ? followPrimaryPage(texts[form], from, event.canvas.kind)
          : emptyCardText();
      return {
        ...state,
        draft: { ...draft, canvas: event.canvas, template: null, templateTexts: null, texts },
      };
    }
    case 'CHOOSE_TEMPLATE': {
      const fresh = templateTexts(event.template);
      const from = draft.canvas?.kind;
      const texts = { ...draft.texts };
      for (const form of ADDRESS_FORMS)
        texts[form] = state.editedVariants.includes(form)
          ? followPrimaryPage(texts[form], from, event.template.canvas.kind)
          : fresh[form];
      return {
        ...state,
        draft: {
          ...draft,
          canvas: event.template.canvas,
          template: { id: event.template.id, name: event.template.name },
          templateTexts: fresh,
          texts,
          font: draft.font ?? event.template.defaultFont ?? null,
        },
        activeVariant: templateVariant(state, event.template),
      };
    }
    case 'CHOOSE_PERSONALISATION':
      if (event.personalisation === 'invitation') return state;
      return { ...state, draft: { ...draft, personalisation: event.personalisation } };
    case 'CHOOSE_FONT':
      return { ...state, draft: { ...draft, font: event.font } };
    case 'SET_TEXT_SIZE':
      return { ...state, draft: { ...draft, textSize: event.size } };
    case 'SET_PAGE_TEXT': {
      const form = state.activeVariant;
      const pages = [...draft.texts[form].pages] as CardText['pages'];
      pages[event.page] = { ...pages[event.page], [event.part]: event.text };
      return {
        ...state,
        draft: { ...draft, texts: { ...draft.texts, [form]: { pages } } },
        editedVariants: state.editedVariants.includes(form)
          ? state.editedVariants
          : [...state.editedVariants, form],
      };
    }
    case 'SET_SENDER':
      return {
        ...state,
        draft: { ...draft, sender: { ...(draft.sender ?? EMPTY_SENDER), ...event.sender } },
      };
    case 'SET_CUSTOM_SALUTATION':
      return { ...state, draft: { ...draft, customSalutation: event.salutation } };
    case 'ADD_VARIABLE': {
      const name = event.name.trim();
      const taken = draft.customVariables.some((v) => variableKey(v) === variableKey(name));
      if (!VARIABLE_NAME_PATTERN.test(name) || taken) return state;
      return { ...state, draft: { ...draft, customVariables: [...draft.customVariables, name] } };
    }
    case 'REMOVE_VARIABLE': {
      const key = variableKey(event.name);
      const customVariables = draft.customVariables.filter((v) => variableKey(v) !== key);
      return { ...state, draft: { ...draft, customVariables } };
    }
    case 'SET_IMAGE':
      if (!imageAcceptable(draft.canvas, event.slot, event.image)) return state;
      return {
        ...state,
        draft: { ...draft, images: { ...draft.images, [event.slot]: event.image } },
      };
    default:
      return applyRecipientEdit(state, event);
  }
}

function applyRecipientEdit(state: EditorState, event: EditEvent): EditorState {
  const { draft } = state;
  const recipients = draft.recipients;
  switch (event.type) {
    case 'ADD_RECIPIENT': {
      const added = createRecipient(recipientId(state.nextRecipientNumber), event.recipient);
      return {
        ...state,
        draft: { ...draft, recipients: [...recipients, added] },
        nextRecipientNumber: state.nextRecipientNumber + 1,
      };
    }
    case 'UPDATE_RECIPIENT': {
      const index = recipients.findIndex((r) => r.id === event.id);
      const current = recipients[index];
      if (!current) return state;
      const { address, variables, ...rest } = event.changes;
      const updated = createRecipient(current.id, {
        ...current,
        ...rest,
        address: { ...current.address, ...address },
        variables: { ...current.variables, ...variables },
      });
      const next = [...recipients];
      next[index] = updated;
      return { ...state, draft: { ...draft, recipients: next } };
    }
    case 'DUPLICATE_RECIPIENT': {
      const index = recipients.findIndex((r) => r.id === event.id);
      const original = recipients[index];
      if (!original) return state;
      const copy = { ...original, id: recipientId(state.nextRecipientNumber) };
      const next = [...recipients.slice(0, index + 1), copy, ...recipients.slice(index + 1)];
      return {
        ...state,
        draft: { ...draft, recipients: next },
        nextRecipientNumber: state.nextRecipientNumber + 1,
      };
    }
    case 'REMOVE_RECIPIENTS': {
      const ids = new Set(event.ids);
      return {
        ...state,
        draft: { ...draft, recipients: recipients.filter((r) => !ids.has(r.id)) },
      };
    }
    case 'IMPORT_RECIPIENTS': {
      let n = state.nextRecipientNumber;
      const imported = event.recipients.map((input) => createRecipient(recipientId(n++), input));
      const next = event.mode === 'append' ? [...recipients, ...imported] : imported;
      return { ...state, draft: { ...draft, recipients: next }, nextRecipientNumber: n };
    }
    case 'SET_SHIPPING':
      return { ...state, draft: { ...draft, shipping: { ...draft.shipping, ...event.changes } } };
    default:
      return state;
  }
}

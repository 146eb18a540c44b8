import { emptyCardText, type EditorState } from './progress.ts';
import type { CardText } from './schema.ts';
import type { AddressForm } from './vocabulary.ts';

// Spec §4: "Editing a text variant offers to copy the previous variant's text or start
// fresh." The offer is made when it helps: the customer has written in the variant they are
// leaving and not yet in the one they open. "Fresh" means the template's text for that
// variant (or an empty card without template), so nothing the customer typed is lost.

export interface VariantOffer {
  from: AddressForm;
  to: AddressForm;
}

function sameText(a: CardText, b: CardText) {
  return a.pages.every(
    (page, i) => page.heading === b.pages[i]?.heading && page.body === b.pages[i]?.body,
  );
}

/** Should switching to `to` ask "copy or start fresh"? */
export function offersVariantCopy(state: EditorState, to: AddressForm): boolean {
  const from = state.activeVariant;
  return (
    from !== to &&
    state.editedVariants.includes(from) &&
    !state.editedVariants.includes(to) &&
    !sameText(state.draft.texts[from], state.draft.texts[to])
  );
}

export function switchVariant(state: EditorState, to: AddressForm): EditorState {
  return { ...state, activeVariant: to };
}

/** Copies the text of `from` into `to` and opens `to` (it now counts as edited). */
export function copyVariant(state: EditorState, offer: VariantOffer): EditorState {
  const source = state.draft.texts[offer.from];
  return {
    ...state,
    activeVariant: offer.to,
    draft: {
      ...state.draft,
      texts: { ...state.draft.texts, [offer.to]: { pages: [...source.pages] } },
    },
    editedVariants: [...state.editedVariants, offer.to],
  };
}

/**
 * Opens `to` with the template's own text for it (or empty). The customer has answered the
 * offer for `to`: it counts as edited, so switching back and forth does not ask again.
 */
export function startVariantFresh(state: EditorState, offer: VariantOffer): EditorState {
  const fresh = state.draft.templateTexts?.[offer.to] ?? emptyCardText();
  return {
    ...state,
    activeVariant: offer.to,
    draft: { ...state.draft, texts: { ...state.draft.texts, [offer.to]: fresh } },
    editedVariants: state.editedVariants.includes(offer.to)
      ? state.editedVariants
      : [...state.editedVariants, offer.to],
  };
}

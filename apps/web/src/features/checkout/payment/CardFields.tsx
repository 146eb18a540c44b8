import { useCallback, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { formatCardNumber, formatCvc, formatEdit, formatExpiry } from './cardFormat.ts';
import {
  cardBrand,
  cardIssues,
  digitsOf,
  type CardField,
  type CardFieldError,
  type CardFormValue,
} from './cardRules.ts';
import styles from './CardFields.module.css';

export { EMPTY_CARD, type CardFormValue } from './cardRules.ts';

export interface CardFieldsProps {
  value: CardFormValue;
  onChange(value: CardFormValue): void;
  /** Show every field's problem (set it when the customer tries to pay). */
  showErrors: boolean;
  disabled?: boolean;
  /** Prefix of the inputs' ids (`<prefix>-number`, `-expiry`, `-cvc`, `-holder`). */
  idPrefix?: string;
}

const NO_ERRORS_SHOWN: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

const FORMATS: Record<CardField, (raw: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * Card entry (spec §5): number in groups of four with the detected brand, expiry "MM/JJ",
 * CVC and an optional holder, checked with swell-js's own card rules. Controlled: the
 * parent holds the value (`cardDetailsOf(value)` gives the card to tokenize). A field shows
 * its problem once it was left, or for all fields with `showErrors`; while the customer
 * fixes a shown problem it is re-checked on every keystroke and goes away when fixed.
 */
/** The field that takes over when one is complete (the CVC is last: the holder is optional). */
const NEXT_FIELD: Partial<Record<CardField, CardField>> = { number: 'expiry', expiry: 'cvc' };

/** A field the customer has finished: valid, and as long as it gets (MM/YY; 16 digits, Amex 15). */
function isComplete(field: CardField, value: CardFormValue): boolean {
  if (cardIssues(value)[field]) return false;
  if (field === 'expiry') return value.expiry.length === 5;
  const digits = digitsOf(value.number);
  return digits.length >= (cardBrand(value.number) === 'American Express' ? 15 : 16);
}

export function CardFields({
  value,
  onChange,
  showErrors,
  disabled = false,
  idPrefix,
}: CardFieldsProps) {
  const { t } = useT('checkout');
  const generated = useId();
  const prefix = idPrefix ?? `fk-card-${generated}`;
  const [shown, setShown] = useState(NO_ERRORS_SHOWN);
  const keepCaret = useCaretKeeper();
  const issues = cardIssues(value);
  const brand = cardBrand(value.number);

  const update = (next: CardFormValue, field: CardField | 'holder') => {
    if (field !== 'holder' && shown[field] && !cardIssues(next)[field]) {
      setShown((current) => ({ ...current, [field]: false }));
    }
    onChange(next);
  };

  const formattedChange = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const edit = formatEdit(
      input.value,
      input.selectionStart ?? input.value.length,
      value[field],
      FORMATS[field],
      (event.nativeEvent as InputEvent).inputType,
    );
    keepCaret(input, edit.value, edit.caret);
    const next = { ...value, [field]: edit.value };
    update(next, field);
    // Typed to the end of a complete, valid field: the next one takes the keys, so the card
    // is typed in one go like on the card itself (issue #27: fewer interactions).
    const following = NEXT_FIELD[field];
    const typedAtEnd =
      (event.nativeEvent as InputEvent).inputType?.startsWith('insert') &&
      edit.caret === edit.value.length;
    if (following && typedAtEnd && isComplete(field, next)) {
      document.getElementById(`${prefix}-${following}`)?.focus();
    }
  };

  const leave = (field: CardField) => () => {
    setShown((current) => (current[field] ? current : { ...current, [field]: true }));
  };

  const errorOf = (field: CardField) => {
    const issue: CardFieldError | undefined = issues[field];
    return issue && (showErrors || shown[field]) ? t(`card.${field}.${issue}`) : undefined;
  };

  const common = { disabled, autoCorrect: 'off', spellCheck: false } as const;

  return (
    <div className={styles.fields}>
      <div className={styles.number}>
        <TextField
          {...common}
          id={`${prefix}-number`}
          name="cardNumber"
          label={t('card.number.label')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={value.number}
          onChange={formattedChange('number')}
          onBlur={leave('number')}
          error={errorOf('number')}
        />
        <span className={styles.brand} aria-live="polite" data-brand={brand ?? undefined}>
          {brand ? (
            <>
              <span className="fk-visually-hidden">{t('card.brand')} </span>
              {brand}
            </>
          ) : null}
        </span>
      </div>
      <div className={styles.row}>
        <TextField
          {...common}
          id={`${prefix}-expiry`}
          name="cardExpiry"
          label={t('card.expiry.label')}
          hint={t('card.expiry.hint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={value.expiry}
          onChange={formattedChange('expiry')}
          onBlur={leave('expiry')}
          error={errorOf('expiry')}
        />
        <TextField
          {...common}
          id={`${prefix}-cvc`}
          name="cardCvc"
          label={t('card.cvc.label')}
          hint={t('card.cvc.hint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          onChange={formattedChange('cvc')}
          onBlur={leave('cvc')}
          error={errorOf('cvc')}
        />
      </div>
      <TextField
        {...common}
        id={`${prefix}-holder`}
        name="cardHolder"
        label={t('card.holder.label')}
        optional
        autoComplete="cc-name"
        value={value.holder}
        onChange={(event) => update({ ...value, holder: event.target.value }, 'holder')}
      />
    </div>
  );
}

/**
 * Reformatting a controlled input moves its caret to the end. This puts it where the edit
 * left it, once the parent has rendered the formatted value.
 */
function useCaretKeeper() {
  const pending = useRef<{ input: HTMLInputElement; value: string; caret: number } | null>(null);
  useLayoutEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    if (next.input.value === next.value && next.input.ownerDocument.activeElement === next.input) {
      next.input.setSelectionRange(next.caret, next.caret);
    }
  });
  return useCallback((input: HTMLInputElement, value: string, caret: number) => {
    pending.current = { input, value, caret };
  }, []);
}

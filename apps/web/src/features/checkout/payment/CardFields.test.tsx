import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { CardFields, EMPTY_CARD, type CardFormValue } from './CardFields.tsx';
import { cardDetailsOf } from './cardRules.ts';

/** The parent: holds the value like the checkout page does. */
function Harness({
  initial = EMPTY_CARD,
  showErrors = false,
  disabled = false,
  onValue,
}: {
  initial?: CardFormValue;
  showErrors?: boolean;
  disabled?: boolean;
  onValue?: (value: CardFormValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CardFields
      idPrefix="card"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      showErrors={showErrors}
      disabled={disabled}
    />
  );
}

/** A two-digit year five years ahead, so the tests keep passing as time goes by. */
const YEAR = new Date().getFullYear() + 5;
const YY = String(YEAR).slice(2);

const fields = () => ({
  number: screen.getByLabelText('Kartennummer'),
  expiry: screen.getByLabelText('Ablaufdatum'),
  cvc: screen.getByLabelText('Prüfnummer'),
  holder: screen.getByLabelText(/Karteninhaber/),
});

describe('CardFields', () => {
  it('takes the whole card in one go: a complete field hands the keys on (issue #27)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number, expiry, cvc } = fields();
    await user.click(number);
    await user.keyboard(`4242424242424242${'12'}${YY}123`);
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveValue(`12/${YY}`);
    expect(cvc).toHaveValue('123');
    expect(cvc).toHaveFocus();
  });

  it('keeps the keys in a number that is not complete or not valid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number } = fields();
    await user.click(number);
    await user.keyboard('4242424242424241');
    expect(number).toHaveFocus();
  });

  it('has labelled card inputs with autocomplete and numeric keyboards', () => {
    render(<Harness />);
    const { number, expiry, cvc, holder } = fields();
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('id', 'card-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAccessibleDescription('MM/JJ');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    expect(holder).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByText('Karteninhaber')).toHaveTextContent('Karteninhaber (optional)');
  });

  it('formats as typed: number in groups of four, expiry MM/JJ, CVC digits only', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const { number, expiry, cvc, holder } = fields();
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.type(expiry, `12${YY}`);
    expect(expiry).toHaveValue(`12/${YY}`);
    await user.type(cvc, '1a23');
    expect(cvc).toHaveValue('123');
    await user.type(holder, 'Ada Lovelace');
    const last = onValue.mock.lastCall?.[0] as CardFormValue;
    expect(last).toEqual({
      number: '4242 4242 4242 4242',
      expiry: `12/${YY}`,
      cvc: '123',
      holder: 'Ada Lovelace',
    });
    expect(cardDetailsOf(last)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: YEAR,
      cvc: '123',
    });
  });

  it('backspace over a group space deletes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number } = fields();
    await user.type(number, '42424242');
    expect(number).toHaveValue('4242 4242');
    await user.type(number, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(number).toHaveValue('4244 242');
    expect((number as HTMLInputElement).selectionStart).toBe(3);
  });

  it('shows a problem only after the field was left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number, expiry } = fields();
    await user.type(number, '4242');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Die Kartennummer scheint ungültig zu sein.')).toBeNull();
    await user.click(expiry);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Die Kartennummer scheint ungültig zu sein.');
    // The field just entered stays quiet while typing.
    await user.type(expiry, '01');
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });

  it('re-checks a shown problem while typing and drops it as soon as it is fixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number, cvc } = fields();
    await user.type(number, '4000 0000 0000 00');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Die Kartennummer scheint ungültig zu sein.');
    // Still wrong after the next digit: the message stays while typing.
    await user.type(number, '0');
    expect(number).toHaveAccessibleDescription('Die Kartennummer scheint ungültig zu sein.');
    await user.type(number, '2');
    expect(number).toHaveValue('4000 0000 0000 0002');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(number).not.toHaveAccessibleDescription();
    // Complete and valid, it handed the keys on to the expiry date (issue #27) — so it was
    // left: emptied again, it says so at once.
    expect(fields().expiry).toHaveFocus();
    await user.clear(number);
    expect(number).toHaveAccessibleDescription('Bitte gib deine Kartennummer ein.');

    await user.type(cvc, '12');
    await user.tab();
    expect(cvc).toHaveAccessibleDescription(
      'CVC, 3 oder 4 Ziffern Die Prüfnummer muss aus 3 oder 4 Ziffern bestehen.',
    );
    await user.type(cvc, '3');
    expect(cvc).toHaveAccessibleDescription('CVC, 3 oder 4 Ziffern');
  });

  it('flags a past or impossible expiry date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { expiry } = fields();
    await user.type(expiry, '0120');
    await user.tab();
    expect(expiry).toHaveAccessibleDescription('MM/JJ Das Ablaufdatum scheint ungültig zu sein.');
    await user.clear(expiry);
    await user.type(expiry, '1340');
    expect(expiry).toHaveValue('13/40');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
  });

  it('showErrors shows every problem at once; the holder is optional', () => {
    render(<Harness showErrors />);
    const { number, expiry, cvc, holder } = fields();
    expect(number).toHaveAccessibleDescription('Bitte gib deine Kartennummer ein.');
    expect(expiry).toHaveAccessibleDescription('MM/JJ Bitte gib das Ablaufdatum deiner Karte ein.');
    expect(cvc).toHaveAccessibleDescription(
      'CVC, 3 oder 4 Ziffern Bitte gib die Prüfnummer deiner Karte ein.',
    );
    expect(holder).not.toHaveAttribute('aria-invalid');
  });

  it('addresses the customer formally when Sie is chosen', () => {
    setAddress('sie');
    render(<Harness showErrors />);
    expect(fields().number).toHaveAccessibleDescription('Bitte geben Sie Ihre Kartennummer ein.');
  });

  it('shows the detected brand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { number } = fields();
    await user.type(number, '4');
    expect(screen.queryByText('Visa')).toBeNull();
    await user.type(number, '2');
    expect(screen.getByText('Visa')).toBeVisible();
    await user.clear(number);
    await user.type(number, '5555');
    expect(screen.getByText('MasterCard')).toBeVisible();
    await user.clear(number);
    await user.type(number, '37');
    expect(screen.getByText('American Express')).toBeVisible();
  });

  it('disables every input', () => {
    render(<Harness disabled />);
    for (const input of Object.values(fields())) expect(input).toBeDisabled();
  });
});

import type { Decline } from './gateway.ts';

// Checks raw card data the way swell-js's card.createToken does before it reaches any
// gateway (spec §5): digits only after stripping spaces and dashes, 10–16 long, Luhn;
// month 1–12 and not in the past; CVC 3–4 digits. Messages are German for the customer.

export function cardDigits(number: string): string {
  return number.replace(/[\s-]+/g, '');
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand by the first two digits, as swell-js names them. */
export function cardBrand(digits: string): string {
  const prefix = Number(digits.slice(0, 2));
  if (prefix >= 40 && prefix <= 49) return 'Visa';
  if (prefix >= 50 && prefix <= 59) return 'MasterCard';
  if (prefix === 34 || prefix === 37) return 'American Express';
  if ([60, 62, 64, 65].includes(prefix)) return 'Discover';
  if (prefix === 35) return 'JCB';
  if ([30, 36, 38, 39].includes(prefix)) return 'Diners Club';
  return 'Unknown';
}

function decline(param: string, code: string, message: string): Decline {
  return { declined: true, param, code, message };
}

export function checkCardInput(
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): Decline | null {
  const digits = cardDigits(input.number);
  if (!/^\d{10,16}$/.test(digits) || !luhnValid(digits)) {
    return decline('number', 'invalid_card_number', 'Die Kartennummer ist ungültig.');
  }
  const month = input.exp_month;
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonth = year * 12 + (month - 1);
  if (month < 1 || month > 12 || expiryMonth < currentMonth || year > now.getUTCFullYear() + 50) {
    return decline('exp_month', 'invalid_card_expiry', 'Das Ablaufdatum der Karte ist ungültig.');
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return decline('cvc', 'invalid_card_cvc', 'Die Prüfnummer (CVC) der Karte ist ungültig.');
  }
  return null;
}

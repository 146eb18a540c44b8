import { numberFormat } from '@federkiel/machines/intl/intlFormats';
/** Euros as the shop writes them: "2,90 €" (German) or "€2.90" (English). */
export function formatMoney(euros: number, language = 'de'): string {
  return numberFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  }).format(euros);
}

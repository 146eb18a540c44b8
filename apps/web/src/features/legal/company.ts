/** The (fictitious) company behind the shop, as used on the legal pages. */
export const COMPANY = {
  name: 'Federkiel GmbH',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  email: 'hallo@federkiel.de',
  privacyEmail: 'datenschutz@federkiel.de',
  director: 'Clara Feder',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 234567 B',
  vatId: 'DE312345678',
} as const;

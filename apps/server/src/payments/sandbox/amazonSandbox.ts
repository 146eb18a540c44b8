import type { AddressData } from '../../store/cart/cartData.ts';

// The sandbox's Amazon Pay test account (issue 41), shown on its page like Amazon's own
// sandbox buyer accounts: stored delivery addresses — one the shop cannot deliver to — and
// payment instruments — one that Amazon declines. No real account, no password checked.

export const AMAZON_TEST_BUYER = {
  name: 'Erika Mustermann',
  email: 'erika.testkauf@amazon-sandbox.example',
  password: 'Sandbox-2026',
} as const;

export interface AmazonTestAddress {
  id: string;
  /** One line for the page. */
  label: string;
  address: AddressData;
}

export const AMAZON_TEST_ADDRESSES: readonly AmazonTestAddress[] = [
  {
    id: 'berlin',
    label: 'Erika Mustermann, Heidestraße 17, 10557 Berlin, Deutschland',
    address: {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address1: 'Heidestraße 17',
      zip: '10557',
      city: 'Berlin',
      country: 'DE',
    },
  },
  {
    id: 'wien',
    label: 'Erika Mustermann, Mariahilfer Straße 88, 1070 Wien, Österreich',
    address: {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address1: 'Mariahilfer Straße 88',
      zip: '1070',
      city: 'Wien',
      country: 'AT',
    },
  },
  {
    id: 'new-york',
    label: 'Erika Mustermann, 350 5th Avenue, New York, NY 10118, USA',
    address: {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address1: '350 5th Avenue',
      zip: '10118',
      city: 'New York',
      state: 'NY',
      country: 'US',
    },
  },
];

export interface AmazonTestInstrument {
  id: string;
  label: string;
  brand: string;
  last4: string;
  /** Amazon refuses it when the buyer continues (the shop hears `failed`). */
  declines: boolean;
}

export const AMAZON_TEST_INSTRUMENTS: readonly AmazonTestInstrument[] = [
  { id: 'visa-1111', label: 'Visa •••• 1111', brand: 'Visa', last4: '1111', declines: false },
  {
    id: 'mastercard-0002',
    label: 'Mastercard •••• 0002 – wird abgelehnt',
    brand: 'Mastercard',
    last4: '0002',
    declines: true,
  },
];

export const amazonAddress = (id: string | null) =>
  AMAZON_TEST_ADDRESSES.find((a) => a.id === id) ?? null;
export const amazonInstrument = (id: string | null) =>
  AMAZON_TEST_INSTRUMENTS.find((i) => i.id === id) ?? null;

// The messages between a wallet machine and the wallet sheet the app opens (spec §4).

/** An address as the wallet sheet reports it (already mapped to the cart's fields). */
export interface WalletAddress {
  name?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
}

/** Spec §4: a new address resets the shipping service and rating (`cart.update`). */
export interface WalletAddressUpdate {
  shipping: WalletAddress & { service: null };
  shipment_rating: null;
}

export type WalletAddressResult = 'success' | 'invalid_shipping_address';
export type WalletOptionResult = 'success' | 'fail';

/** What the wallet hands over when the customer authorizes. */
export interface WalletPayment {
  token: string;
  email: string;
  billing: WalletAddress;
  shipping: WalletAddress;
}

/** Spec §4: the cart update with billing, shipping and e-mail after authorization. */
export interface WalletCartUpdate {
  account: { email: string };
  billing: WalletAddress & { method: string; token: string };
  shipping: WalletAddress;
}

export type WalletEvent =
  | { type: 'SHIPPING_ADDRESS_CHANGED'; address: WalletAddress }
  | { type: 'SHIPPING_OPTION_CHANGED'; service: string }
  | { type: 'AUTHORIZED'; payment: WalletPayment }
  | { type: 'CANCEL' };

/** Answers sent to the `openWallet` actor (the sheet), which passes them to the wallet. */
export type WalletAnswer =
  | { type: 'SHIPPING_ADDRESS_RESULT'; result: WalletAddressResult }
  | { type: 'SHIPPING_OPTION_RESULT'; result: WalletOptionResult }
  /** Apple Pay only: the sheet's completion status. */
  | { type: 'COMPLETE'; status: 'success' | 'failure' };

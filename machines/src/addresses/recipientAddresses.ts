import type { Recipient } from '../configurator/recipientSchema.ts';
import { checkAddress, type AddressProblem } from './postcodeCheck.ts';
import type { PostcodeTable } from './postcodeData.ts';

// The postcode check over a recipient list, for the recipient step and the server's checks
// of a design. The shape of a postcode is the recipient validation's rule already (code
// `postalCode`); here only what the data knows. A card whose customer said „Adresse stimmt
// so“ carries `addressConfirmed` = the postcode and town they confirmed; it passes while the
// address is the one confirmed, and is checked again once either is changed.

export interface RecipientAddressProblem extends AddressProblem {
  /** 0-based position in the list. */
  index: number;
  recipientId: string;
}

type AddressOf = Pick<Recipient, 'address' | 'addressConfirmed'>;

/** What `addressConfirmed` holds for the address as it is now („50667 München, DE“). */
export function addressConfirmation(recipient: Pick<Recipient, 'address'>): string {
  const { postalCode, city, country } = recipient.address;
  return `${postalCode.trim()} ${city.trim()}, ${country.trim().toUpperCase()}`;
}

export function isAddressConfirmed(recipient: AddressOf): boolean {
  return (
    recipient.addressConfirmed !== undefined &&
    recipient.addressConfirmed === addressConfirmation(recipient)
  );
}

export function checkRecipientAddresses(
  recipients: readonly (AddressOf & { id: string })[],
  table: PostcodeTable | null,
): RecipientAddressProblem[] {
  const problems: RecipientAddressProblem[] = [];
  recipients.forEach((recipient, index) => {
    // A card without an address (a design stored before addresses were asked for, a blank
    // envelope) has nothing to check.
    if (!(recipient.address as AddressOf['address'] | undefined)) return;
    if (isAddressConfirmed(recipient)) return;
    for (const problem of checkAddress(recipient.address, table, { format: false }))
      problems.push({ ...problem, index, recipientId: recipient.id });
  });
  return problems;
}

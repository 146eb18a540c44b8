import { createRecipient, type Recipient } from '../../configurator/recipientSchema.ts';

// 10,000 recipients as a business customer's sheet has them, for the postcode bench and the
// browser page it runs in: real postcodes of the data with their towns, one in ten with the
// town of another postcode, one in fifty a postcode that does not exist, some abroad.

const SAMPLE = [
  ['50667', 'Köln'],
  ['10115', 'Berlin'],
  ['80331', 'München'],
  ['60311', 'Frankfurt a. M.'],
  ['20095', 'Hamburg'],
  ['01067', 'Dresden'],
  ['79098', 'Freiburg i. Br.'],
  ['99998', 'Mühlhausen'],
  ['40212', 'Düsseldorf'],
  ['70173', 'Stuttgart'],
] as const;

export function benchRecipients(count: number): Recipient[] {
  return Array.from({ length: count }, (_, i) => {
    const [postalCode, city] = SAMPLE[i % SAMPLE.length] ?? SAMPLE[0];
    const address =
      i % 50 === 7
        ? { postalCode: '00000', city }
        : i % 10 === 3
          ? { postalCode, city: 'Hamburg-Altona' }
          : i % 25 === 11
            ? { postalCode: '8010', city: 'Graz', country: 'AT' }
            : { postalCode, city };
    return createRecipient(`r${i + 1}`, {
      lastName: `Kunde ${i + 1}`,
      address: { line1: `Hauptstraße ${(i % 200) + 1}`, ...address },
    });
  });
}

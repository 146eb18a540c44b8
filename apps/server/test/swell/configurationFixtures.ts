import { earliestShippingDate } from '@federkiel/machines/configurator/shippingDate';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import {
  BIRTHDAY_TEMPLATE,
  CANVASES,
  CAVEAT,
  sampleRecipients,
} from '@federkiel/machines/configurator/testing/fixtures';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';

// A valid order configuration as the configurator builds it: the seeded A6 postcard, the
// birthday template's du/Sie/ihr texts, Caveat (CMS font 11), three recipients.

const page = (body: string) => ({ heading: '', body });
const text = (body: string) => ({
  pages: [page(body), page('')] as [ReturnType<typeof page>, ReturnType<typeof page>],
});

export function validConfiguration(recipientCount = 3): OrderConfiguration {
  return {
    version: 1,
    canvas: { ...CANVASES.a6Postcard },
    template: { id: '21', name: 'Konfetti-Geburtstag' },
    personalisation: 'salutation_address',
    font: { ...CAVEAT },
    textSize: 'medium',
    texts: {
      du: text(BIRTHDAY_TEMPLATE.texts.du),
      sie: text(BIRTHDAY_TEMPLATE.texts.sie),
      ihr: text(BIRTHDAY_TEMPLATE.texts.ihr),
    },
    customSalutation: null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: sampleRecipients(recipientCount),
    shipping: {
      mode: 'to_recipients',
      date: earliestShippingDate(isoDateInBerlin(new Date())),
      envelope: 'closed',
    },
  };
}

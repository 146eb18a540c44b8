// A stored card design as the configurator sends it (POST /swell/configurations): the
// contract tests write it straight into the database, the browser tests post it, both build
// it here. No Playwright or vitest import, so either runner can load it.

export interface DesignProduct {
  id: string;
  canvas_key: string;
  name: string;
  kind: string;
  width_mm: number;
  height_mm: number;
}

export interface DesignChoices {
  template: { id: string; name: string };
  font: { id: string; slug: string; name: string };
  /** The shipping day, `YYYY-MM-DD`. */
  date: string;
}

/** A design of `quantity` cards of `product`, one recipient a card, sent to the recipients. */
export function cardDesign(product: DesignProduct, quantity: number, choices: DesignChoices) {
  const text = {
    pages: [
      { heading: '', body: '{{Anrede}}\nalles Gute!' },
      { heading: '', body: '' },
    ],
  };
  return {
    version: 1,
    canvas: {
      id: product.id,
      key: product.canvas_key,
      name: product.name,
      kind: product.kind,
      widthMm: product.width_mm,
      heightMm: product.height_mm,
    },
    template: choices.template,
    personalisation: 'salutation_address',
    font: choices.font,
    textSize: 'medium',
    texts: { du: text, sie: text, ihr: text },
    customSalutation: null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: Array.from({ length: quantity }, (_, i) => ({
      id: `r${i + 1}`,
      title: '',
      firstName: 'Anna',
      lastName: `Muster${i + 1}`,
      company: '',
      gender: 'female',
      addressForm: 'sie',
      address: {
        line1: 'Hauptstraße 1',
        line2: '',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      variables: {},
      freeText: '',
    })),
    shipping: { mode: 'to_recipients', date: choices.date, envelope: 'closed' },
  };
}

import { CANVASES, CAVEAT } from '@federkiel/machines/configurator/testing/fixtures';
import {
  createRecipient,
  type RecipientInput,
} from '@federkiel/machines/configurator/recipientSchema';
import type { Canvas, OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { PEN_FONT_FILES } from '@federkiel/machines/pen/pipeline';
import type { ProductionLine } from '../../production/cardFiles.ts';
import { packagedPenFont } from '../../production/penFonts.ts';

// Stored configurations and pen lines for the export tests that compare with what the robot
// writes: the seeded postcard or folded card, one text for du/Sie/ihr, EMS Tech as the pen.

const page = (heading: string, body: string) => ({ heading, body });

export interface ConfigurationInput {
  canvas?: Canvas;
  /** Heading and body per page (the folded card's text goes to page 1, "innen rechts"). */
  pages?: [{ heading: string; body: string }, { heading: string; body: string }];
  recipients: RecipientInput[];
  customSalutation?: OrderConfiguration['customSalutation'];
}

export function makeConfiguration(input: ConfigurationInput): OrderConfiguration {
  const pages = input.pages ?? [page('', ''), page('', '')];
  const text = { pages: [pages[0], pages[1]] as typeof pages };
  return {
    version: 1,
    canvas: { ...(input.canvas ?? CANVASES.a6Postcard) },
    template: { id: '21', name: 'Konfetti-Geburtstag' },
    personalisation: 'salutation_address',
    font: { ...CAVEAT },
    textSize: 'medium',
    texts: { du: text, sie: text, ihr: text },
    customSalutation: input.customSalutation ?? null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: input.recipients.map((recipient, i) => createRecipient(`r${i + 1}`, recipient)),
    shipping: { mode: 'to_recipients', date: '2026-03-10', envelope: 'closed' },
  };
}

export async function penLine(configuration: OrderConfiguration): Promise<ProductionLine> {
  const font = await packagedPenFont(PEN_FONT_FILES.emsTech);
  return { configuration, pen: { font, source: 'hersheytext', family: 'EMS Tech' } };
}

export const BUSSMANN: RecipientInput = {
  title: 'Dr.',
  firstName: 'Björn',
  lastName: 'Bußmann',
  gender: 'male',
  addressForm: 'sie',
  address: { line1: 'Äußere Sulzbacher Straße 118', postalCode: '90491', city: 'Nürnberg' },
};

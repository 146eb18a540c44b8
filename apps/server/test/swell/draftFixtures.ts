import { DRAFT_VERSION, type DraftPayload } from '@federkiel/machines/drafts/draftApi';
import { emptyDraft } from '@federkiel/machines/configurator/progress';
import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';

// A configurator draft as the web app saves it (drafts.test.ts, store/twoProcesses.test.ts).

export const BG = '/swell/uploads/' + 'b'.repeat(64) + '.jpg';

export function draftPayload(cards = 2): DraftPayload {
  const order = emptyDraft('2030-01-15');
  return {
    version: DRAFT_VERSION,
    step: 'data',
    order: {
      ...order,
      template: { id: '7', name: 'Frohe Weihnachten' },
      canvas: {
        id: '1',
        key: 'postkarte-a6',
        name: 'Postkarte A6',
        kind: 'postcard',
        widthMm: 148,
        heightMm: 105,
      },
      images: { ...order.images, outerBackground: { url: BG, widthPx: 1800, heightPx: 1300 } },
      recipients: Array.from({ length: cards }, (_, i) =>
        createRecipient(`r${i + 1}`, { firstName: 'Anna', lastName: `Schmidt ${i}` }),
      ),
    },
    customization: { logo: null, customBg: BG, customInnerBg: null },
  };
}

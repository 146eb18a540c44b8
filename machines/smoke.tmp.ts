import { createActor, fromPromise } from 'xstate';
import { configuratorMachine } from './src/configurator.ts';
import { BIRTHDAY_TEMPLATE, CANVASES, CAVEAT, sampleRecipients } from './src/configurator/testing/fixtures.ts';
import { loadTestFont } from './src/configurator/testing/nodeFont.ts';
import { checkFit } from './src/configurator/fitCheck.ts';
import { validateRecipients } from './src/configurator/recipientValidation.ts';
import { recipientRules } from './src/configurator/stepProblems.ts';

const font = loadTestFont('caveat');
const m = configuratorMachine.provide({
  actors: {
    checkFit: fromPromise(async ({ input }) => checkFit({ font, settings: input.settings, recipients: input.recipients })),
    quotePrice: fromPromise(async ({ input }) => ({ currency: 'EUR', quantity: input.quantity, price: 2.9, volumeDiscountPercent: 0, discountTotal: 0, shipmentTotal: 0, taxTotal: 0, grandTotal: 0 })),
    saveConfigurationAndAddToCart: fromPromise(async () => ({ configurationId: 'cfg_1' })),
  },
  actions: { persistProgress: (_, p) => { saved = p.progress; } },
});
let saved: unknown = null;
const a = createActor(m, { input: { today: '2026-12-22' } }).start();
const log = (l: string) => { const s = a.getSnapshot(); console.log(l, JSON.stringify(s.value), [...s.tags].join(','), JSON.stringify(s.context.problems[s.context.step])); };
log('start');
a.send({ type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE }); log('tmpl');
a.send({ type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' }); log('pers');
a.send({ type: 'NEXT' }); log('next');
a.send({ type: 'NEXT' }); log('next');
a.send({ type: 'IMPORT_RECIPIENTS', recipients: sampleRecipients(20), mode: 'replace' }); log('import');
a.send({ type: 'NEXT' }); log('next');
await new Promise((r) => setTimeout(r, 50)); log('after checks');
console.log(a.getSnapshot().context.fit, a.getSnapshot().context.draft.shipping);
a.send({ type: 'ADD_TO_CART' }); log('add');
await new Promise((r) => setTimeout(r, 10)); log('done'); console.log(a.getSnapshot().output, a.getSnapshot().status);
const rs = sampleRecipients(10000);
const draft = (saved as any).draft;
let t = performance.now(); const v = validateRecipients(rs, recipientRules({ ...draft }, 10000)); console.log('validate', performance.now() - t, v.issues.length);
t = performance.now(); const f = checkFit({ font, settings: { kind: 'postcard', personalisation: 'salutation_address', texts: draft.texts, customSalutation: null, canvas: CANVASES.a6Postcard, textSize: 'medium', hasLogo: false }, recipients: rs }); console.log('fit', performance.now() - t, f.fits, f.tightest);

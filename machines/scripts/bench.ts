// Micro-benchmark of the configurator core (issue 4): validating and fit-checking 10,000
// recipients, and one table edit in a 10,000-row order (what the UI pays per keystroke).
// Each figure is the median of several runs after a warm-up. `npm --workspace
// @federkiel/machines run bench` (or `tsx machines/scripts/bench.ts`).
import { createActor } from 'xstate';
import { configuratorMachine } from '../src/configurator.ts';
import { applyEdit } from '../src/configurator/edits.ts';
import { checkFit } from '../src/configurator/fitCheck.ts';
import { fitSettingsOf } from '../src/configurator/orderConfiguration.ts';
import { emptyEditorState } from '../src/configurator/progress.ts';
import { validateRecipients } from '../src/configurator/recipientValidation.ts';
import { recipientRules } from '../src/configurator/stepProblems.ts';
import { BIRTHDAY_TEMPLATE, sampleRecipients } from '../src/configurator/testing/fixtures.ts';
import { loadTestFont, type TestFontFamily } from '../src/configurator/testing/nodeFont.ts';

const COUNT = 10_000;
const RUNS = 7;

function median(run: () => void): number {
  run(); // warm-up: JIT and the font's word cache are part of a real session too
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] as number;
}

const recipients = sampleRecipients(COUNT);
const draft = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients },
] as const;
const editor = draft.reduce(
  (state, event) => applyEdit(state, event as Parameters<typeof applyEdit>[1]),
  emptyEditorState('2026-12-21', 1),
);
const rules = recipientRules(editor.draft, COUNT);
const settings = fitSettingsOf(editor.draft);
if (!settings) throw new Error('no canvas');

const rows: [string, number, number][] = [];
rows.push([
  'validate 10,000 recipients',
  median(() => validateRecipients(editor.draft.recipients, rules)),
  500,
]);
for (const family of ['caveat', 'homemade-apple'] as TestFontFamily[]) {
  const font = loadTestFont(family);
  rows.push([
    `fit check 10,000 recipients (${family})`,
    median(() => checkFit({ font, settings, recipients: editor.draft.recipients })),
    1000,
  ]);
}
{
  const font = loadTestFont('caveat', true);
  const started = performance.now();
  checkFit({ font, settings, recipients: editor.draft.recipients });
  rows.push(['fit check 10,000 recipients (cold: new font)', performance.now() - started, 1000]);
}
const actor = createActor(configuratorMachine, { input: { today: '2026-12-21' } }).start();
for (const event of draft) actor.send(event as never);
let n = 0;
rows.push([
  'edit one row of 10,000 (machine + rules)',
  median(() =>
    actor.send({
      type: 'UPDATE_RECIPIENT',
      id: 'r5000',
      changes: { firstName: `Anna${(n += 1)}` },
    }),
  ),
  50,
]);

for (const [label, ms, goal] of rows)
  console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms   (goal ≤ ${goal} ms)`);

import { fitCard, fitSettingsOf, type EditEvent } from '@federkiel/machines';
import { parsePenFont, penLayoutFont } from '@federkiel/machines/pen/pipeline';
import { pathPoints } from '@federkiel/machines/pen/testing/svgReading';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PATH_DONE, progressAfter } from '../testing/configuratorTestKit.tsx';
import { emsTech, FEDER_FELIX, FELIX_URL, renderPenConfigurator } from './testing/penTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const BODY = '{{Anrede}}\n\nschön, dass es dich gibt!';
const friends = (body = BODY): EditEvent[] => [
  ...PATH_DONE,
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: body },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
      { firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du', address },
    ],
  },
];

const pathData = (svg: Element) =>
  Array.from(svg.querySelectorAll('path')).map((path) => path.getAttribute('d') ?? '');

async function openPreview(options: Parameters<typeof renderPenConfigurator>[0]) {
  const user = userEvent.setup();
  const rendered = renderPenConfigurator({ path: '/configurator/data', ...options });
  const preview = await screen.findByRole('region', { name: 'Vorschau' });
  return { user, preview, ...rendered };
}

describe('„So schreibt der Stift“', () => {
  it('draws the card from the pen strokes, per recipient, with the writing time', async () => {
    const { user, preview } = await openPreview({ saved: progressAfter(friends(), 'data') });
    // The normal preview first: the handwriting as text.
    await within(preview).findByRole('img', { name: 'Karte für Anna Schmidt, Textseite' });
    const toggle = await within(preview).findByRole('button', { name: 'So schreibt der Stift' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: focus the toggle and press Space.
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const anna = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Karte für Anna Schmidt',
    });
    // No text: strokes only, one <path> per stroke, the robot's SVG attributes kept.
    expect(anna.querySelector('text')).toBeNull();
    const page = anna.querySelector('svg[data-writing-seconds]');
    expect(page).not.toBeNull();
    expect(Number(page?.getAttribute('data-strokes'))).toBeGreaterThan(20);
    const annaPaths = pathData(anna);
    expect(annaPaths.length).toBe(Number(page?.getAttribute('data-strokes')));
    // Each the robot's path data: one pen-down line each, read with an SVG path parser.
    expect(annaPaths.every((d) => pathPoints(d).length === 1)).toBe(true);
    // True size at 100 %: the sheet is 148 mm wide, the page's viewBox is the sheet in mm.
    await user.click(within(preview).getByRole('button', { name: '100 %' }));
    expect(Number(anna.getAttribute('width'))).toBeCloseTo((148 * 96) / 25.4, 3);
    expect(page?.getAttribute('viewBox')).toBe('0 0 148000 105000'); // the sheet in µm
    const seconds = Number(page?.getAttribute('data-writing-seconds'));
    expect(seconds).toBeGreaterThan(0);
    expect(preview).toHaveTextContent(`Geschätzte Schreibzeit: ${Math.round(seconds)} s`);

    // Another recipient: another drawing.
    await user.click(within(preview).getByRole('button', { name: 'Nächste Karte' }));
    const tom = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Karte für Tom Meyer',
    });
    const tomPaths = pathData(tom);
    expect(tomPaths.length).toBeGreaterThan(20);
    expect(tomPaths).not.toEqual(annaPaths);

    // And back to the normal preview.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(preview).getByRole('img', { name: 'Karte für Tom Meyer, Textseite' }),
    ).toHaveTextContent('Lieber Tom,');
  });

  it('reports a character the pen font cannot write, though the web font has it', async () => {
    // The pen fonts compose § since issue 26; ™ is still the web font's alone.
    const body = '{{Anrede}}\n\nFederkiel™ lädt dich ein!';
    // Without a pen font, Caveat writes ™ and nothing is reported.
    const plain = await openPreview({
      saved: progressAfter(friends(body), 'data'),
      withoutPen: true,
    });
    await within(plain.preview).findByText(/Passt – die Karte ist zu/);
    expect(plain.preview).not.toHaveTextContent(
      'Diese Zeichen kann die Handschrift nicht schreiben',
    );
    expect(
      within(plain.preview).queryByRole('button', { name: 'So schreibt der Stift' }),
    ).toBeNull();
    plain.unmount();

    const { user, preview } = await openPreview({ saved: progressAfter(friends(body), 'data') });
    expect(
      await within(preview).findByText('Diese Zeichen kann die Handschrift nicht schreiben: ™'),
    ).toBeVisible();
    await user.click(await within(preview).findByRole('button', { name: 'So schreibt der Stift' }));
    expect(
      await within(preview).findByText(
        /So kann der Stift diese Karte nicht schreiben: Die Stiftschrift kann diese Zeichen nicht schreiben: ™/,
      ),
    ).toBeVisible();
    // The card stays in view in the pen's strokes (issue 38: never in a font the pen does not
    // write), the letter it lacks left out.
    const card = within(preview).getByRole('img', {
      name: 'So schreibt der Stift: Karte für Anna Schmidt',
    });
    expect(card.querySelector('text')).toBeNull();
    expect(card.querySelectorAll('path').length).toBeGreaterThan(20);
  });

  it('measures the fit meter with the pen font when there is one', async () => {
    // Too long for the card: the line where it leaves the writing area depends on the font's
    // advance widths (the pen font breaks the lines elsewhere than Caveat).
    const long = `{{Anrede}}\n\n${'alles Liebe zu deinem Geburtstag und ein schönes neues Jahr! '.repeat(12)}`;
    const saved = progressAfter(friends(long), 'data');
    const settings = fitSettingsOf(saved.draft);
    const recipient = saved.draft.recipients[0];
    if (!settings || !recipient) throw new Error('no card');
    const expected = fitCard(penLayoutFont(parsePenFont(emsTech)), settings, recipient).overflow;
    if (!expected) throw new Error('the text should overflow');
    const where = `ab Zeile ${expected.line}: „${expected.text}“`;

    const withPen = await openPreview({ saved });
    const message = await within(withPen.preview).findByText(/Der Text passt nicht auf die Karte/);
    expect(message).toHaveTextContent(where);
    withPen.unmount();
    // Measured with the web font alone, the text breaks elsewhere: the message above is the pen's.
    const web = await openPreview({ saved, withoutPen: true });
    const webMessage = await within(web.preview).findByText(/Der Text passt nicht auf die Karte/);
    expect(webMessage).not.toHaveTextContent(where);
  });

  it('says so when the pen font cannot be loaded, and keeps the normal preview', async () => {
    const { user, preview, cms } = await openPreview({
      saved: progressAfter(friends(), 'data'),
      penStatus: 404,
    });
    await within(preview).findByRole('img', { name: 'Karte für Anna Schmidt, Textseite' });
    await user.click(await within(preview).findByRole('button', { name: 'So schreibt der Stift' }));
    expect(
      await within(preview).findByText('Die Stiftschrift konnte nicht geladen werden.'),
    ).toBeVisible();
    expect(
      within(preview).getByRole('img', { name: 'Karte für Anna Schmidt, Textseite' }),
    ).toHaveTextContent('Liebe Anna,');
    expect(cms.penRequests.length).toBeGreaterThan(0);
  });

  it('draws a pen-only font from its strokes, in the preview and the font picker', async () => {
    const edits: EditEvent[] = [...friends(), { type: 'CHOOSE_FONT', font: FEDER_FELIX }];
    const { user, preview, cms } = await openPreview({ saved: progressAfter(edits, 'data') });
    const card = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Karte für Anna Schmidt',
    });
    expect(card.querySelector('text')).toBeNull();
    expect(pathData(card).length).toBeGreaterThan(20);
    const toggle = within(preview).getByRole('button', { name: 'So schreibt der Stift' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toBeDisabled();
    expect(preview).toHaveTextContent(/Passt – die Karte ist zu \d+ % gefüllt/);
    // Downloaded once, as the pen font (never as a web font).
    expect(cms.penRequests).toEqual([FELIX_URL]);
    // Switching the recipient redraws.
    const anna = pathData(card);
    await user.click(within(preview).getByRole('button', { name: 'Nächste Karte' }));
    const tom = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Karte für Tom Meyer',
    });
    expect(pathData(tom)).not.toEqual(anna);
  });

  it('shows a pen-only font’s sample in the font picker from its strokes', async () => {
    renderPenConfigurator({
      saved: progressAfter(PATH_DONE, 'content'),
      path: '/configurator/content',
    });
    const option = (await screen.findByRole('radio', { name: /Feder \(kalligrafisch\)/ })).closest(
      'label',
    );
    if (!option) throw new Error('no label');
    const sample = await within(option).findByRole('img', { name: 'Liebe Grüße' });
    expect(sample.querySelector('path')?.getAttribute('d')).toMatch(/^M-?[\d.]+ -?[\d.]+L/);
    // A font with a web font keeps its text sample.
    const caveat = screen.getByRole('radio', { name: /Caveat/ }).closest('label');
    expect(caveat).toHaveTextContent('Liebe Grüße');
    expect(caveat?.querySelector('svg')).toBeNull();
  });
});

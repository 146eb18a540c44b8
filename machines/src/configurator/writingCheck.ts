import { rawPages, type CardTextSettings, composeCard } from './cardText.ts';
import { addressLines, hasEnvelopeAddress, layoutEnvelope } from './envelopeLayout.ts';
import { type LayoutFont, measureWord } from './fontMetrics.ts';
import { recipientLabel } from './messages.ts';
import type { Recipient } from './recipientSchema.ts';
import type { Canvas } from './schema.ts';
import { findVariables, isSenderVariable, senderValues, variableKey } from './variables.ts';
import type { Envelope } from './vocabulary.ts';

// One check for everything the robot writes (issue 26): each card's text (fit and letters),
// the envelope's address lines (letters, and each line fits the address zone unbroken) and
// the sender's values the text uses. The configurator runs it live (through `checkFit`), the
// server before it stores a design, takes it into the cart or orders it; each problem names
// the card, its recipient, the field and the letters.

export type WritingField = 'text' | 'envelope' | 'sender';

export const WRITING_FIELD_LABELS: Record<WritingField, string> = {
  text: 'Kartentext',
  envelope: 'Umschlag',
  sender: 'Absender',
};

/** One thing on one card the robot cannot write. */
export interface CardWritingProblem {
  /** 0-based position in the recipient list. */
  index: number;
  /** 1-based, as the table shows it ("Karte 59"). */
  cardNumber: number;
  recipientId: string;
  /** The recipient's display name ("Ayşe Kaya"). */
  recipientName: string;
  field: WritingField;
  /** `letters`: the pen lacks `letters`; `too_long`: `text` does not fit (card or address zone). */
  kind: 'letters' | 'too_long';
  letters: string[];
  /** too_long: the line that does not fit. */
  text?: string;
  /** too_long on the card: the page label and the 1-based line where the text leaves the card. */
  pageLabel?: string;
  line?: number;
}

/** „Karte 59 (Ayşe Kaya), Umschlag: Diese Zeichen kann der Stift nicht schreiben: ş“ */
export function writingProblemMessage(problem: CardWritingProblem): string {
  const where = `Karte ${problem.cardNumber} (${problem.recipientName}), ${WRITING_FIELD_LABELS[problem.field]}`;
  if (problem.kind === 'letters')
    return `${where}: Diese Zeichen kann der Stift nicht schreiben: ${problem.letters.join(' ')}`;
  const shown = shorten(problem.text ?? '');
  if (problem.field === 'envelope')
    return `${where}: Die Adresszeile „${shown}“ ist zu lang für das Adressfeld des Umschlags.`;
  const line = problem.line
    ? `${problem.pageLabel ? `${problem.pageLabel}, ` : ''}Zeile ${problem.line}`
    : '';
  return `${where}: Der Text passt nicht auf die Karte${line ? ` – ${line}` : ''}: „${shown}“.`;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The problems by recipient id (the recipient step marks each card's cells with this). */
export function writingProblemsByRecipient(
  problems: readonly CardWritingProblem[],
): Map<string, CardWritingProblem[]> {
  const byRecipient = new Map<string, CardWritingProblem[]>();
  for (const problem of problems) {
    const list = byRecipient.get(problem.recipientId);
    if (list) list.push(problem);
    else byRecipient.set(problem.recipientId, [problem]);
  }
  return byRecipient;
}

/** The parts of the fit settings the envelope and sender checks need. */
export interface WritingSettings extends CardTextSettings {
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;
  /** How the cards are sent; unset or `blank` = no address is written. */
  envelope?: Envelope | null;
}

/** A card's text outcome, as `checkFit` found it. */
export interface CardTextOutcome {
  missingCharacters: readonly string[];
  overflow: { pageLabel: string; line: number; text: string } | null;
}

/**
 * Checks envelopes and sender values card by card; identical address blocks and texts are
 * checked once (a 10,000-card list repeats cities and salutations).
 */
export class CardWritingChecker {
  private readonly envelopes = new Map<string, { letters: string[]; tooLong: string | null }>();
  private readonly senderUse = new Map<string, string[]>();
  private readonly senderMissing: Map<string, string[]>;

  constructor(
    private readonly font: LayoutFont,
    private readonly settings: WritingSettings,
  ) {
    this.senderMissing = new Map(
      [...senderValues(settings.sender)]
        .map(([key, value]): [string, string[]] => [
          key,
          [...new Set(measureWord(this.font, value.replace(/\s+/g, '')).missing)],
        ])
        .filter(([, missing]) => missing.length > 0),
    );
  }

  /** Every problem of one card (empty when the robot can write all of it). */
  check(recipient: Recipient, index: number, text: CardTextOutcome): CardWritingProblem[] {
    const problems: CardWritingProblem[] = [];
    const sender = this.senderLetters(recipient);
    const envelope = this.envelope(recipient);
    if (
      text.missingCharacters.length === 0 &&
      !text.overflow &&
      sender.length === 0 &&
      !envelope?.letters.length &&
      !envelope?.tooLong
    )
      return problems;
    const base = {
      index,
      cardNumber: index + 1,
      recipientId: recipient.id,
      recipientName: recipientLabel(recipient),
    };
    let textLetters = [...text.missingCharacters];
    if (sender.length > 0) {
      // A letter only the sender's values bring in is the sender's problem, not the text's.
      const own = this.textWithoutSender(recipient);
      textLetters = textLetters.filter((char) => !sender.includes(char) || own.includes(char));
    }
    if (textLetters.length > 0)
      problems.push({ ...base, field: 'text', kind: 'letters', letters: textLetters });
    if (text.overflow)
      problems.push({
        ...base,
        field: 'text',
        kind: 'too_long',
        letters: [],
        text: text.overflow.text,
        pageLabel: text.overflow.pageLabel,
        line: text.overflow.line,
      });
    if (sender.length > 0)
      problems.push({ ...base, field: 'sender', kind: 'letters', letters: sender });
    if (envelope?.letters.length)
      problems.push({ ...base, field: 'envelope', kind: 'letters', letters: envelope.letters });
    if (envelope?.tooLong !== null && envelope?.tooLong !== undefined)
      problems.push({
        ...base,
        field: 'envelope',
        kind: 'too_long',
        letters: [],
        text: envelope.tooLong,
      });
    return problems;
  }

  private envelope(recipient: Recipient) {
    const { envelope } = this.settings;
    if (!envelope || envelope === 'blank' || !hasEnvelopeAddress(recipient)) return null;
    const key = addressLines(recipient).join('\n');
    let result = this.envelopes.get(key);
    if (!result) {
      const { layout, tooLong } = layoutEnvelope({
        font: this.font,
        canvas: this.settings.canvas,
        recipient,
      });
      result = {
        letters: layout.missingCharacters,
        tooLong: tooLong[0] ?? layout.overflowAt?.text ?? null,
      };
      this.envelopes.set(key, result);
    }
    return result;
  }

  /** The sender letters the pen lacks, of the sender values this card's text uses. */
  private senderLetters(recipient: Recipient): string[] {
    if (this.senderMissing.size === 0) return [];
    const used = this.senderKeysUsed(recipient);
    const letters = new Set<string>();
    for (const key of used) this.senderMissing.get(key)?.forEach((char) => letters.add(char));
    return [...letters];
  }

  private senderKeysUsed(recipient: Recipient): string[] {
    const free = this.settings.personalisation === 'free_text';
    const cacheKey = free ? null : recipient.addressForm;
    const cached = cacheKey ? this.senderUse.get(cacheKey) : undefined;
    if (cached) return cached;
    const texts = rawPages(this.settings, recipient.addressForm, recipient.freeText).flatMap(
      (page) => [page.heading, page.body],
    );
    const custom = this.settings.customSalutation;
    if (custom) texts.push(custom.masculine, custom.feminine);
    const keys = [
      ...new Set(
        texts.flatMap((text) =>
          findVariables(text)
            .filter((name) => isSenderVariable(name))
            .map((name) => variableKey(name)),
        ),
      ),
    ];
    if (cacheKey) this.senderUse.set(cacheKey, keys);
    return keys;
  }

  private textWithoutSender(recipient: Recipient): string {
    const card = composeCard({ ...this.settings, sender: null }, recipient);
    return card.pages.map((page) => `${page.heading}\n${page.body}`).join('\n');
  }
}

import type { Locator, Page } from '@playwright/test';

// What a person does on the page (visible UI only), counted: each click, fill, typed run
// and file choice is one interaction, with its keystroke-level time (Card, Moran & Newell).
// The journeys of issue #27 measure themselves with it.

/** Keystroke-level model operators in seconds (an average skilled typist, 40 wpm). */
export const KLM = { K: 0.28, P: 1.1, B: 0.1, H: 0.4, M: 1.35 } as const;

/** Does what a customer does, counts it and adds up its keystroke-level time. */
export class Customer {
  readonly steps: string[] = [];
  seconds = 0;
  constructor(readonly page: Page) {}

  private count(what: string, seconds: number) {
    this.steps.push(what);
    this.seconds += seconds;
  }

  /** Think, point, press and release. */
  async click(target: Locator, what: string) {
    this.count(`click ${what}`, KLM.M + KLM.P + 2 * KLM.B);
    await target.click();
  }

  /** Think, point into the field, hands to the keyboard, type, hands back to the mouse. */
  async fill(target: Locator, value: string, what: string) {
    this.count(
      `fill ${what} (${value.length})`,
      KLM.M + KLM.P + 2 * KLM.B + 2 * KLM.H + value.length * KLM.K,
    );
    await target.fill(value);
  }

  /**
   * One click into a field, then typing on across the fields it hands the keys to (the card:
   * number → expiry → CVC), as one interaction.
   */
  async typeOn(target: Locator, value: string, what: string) {
    this.count(
      `type ${what} (${value.length})`,
      KLM.M + KLM.P + 2 * KLM.B + 2 * KLM.H + value.length * KLM.K,
    );
    await target.click();
    await this.page.keyboard.type(value, { delay: 15 });
  }

  /** The file dialog: open it, point at the file, open it (two clicks). */
  async chooseFile(target: Locator, file: Parameters<Locator['setInputFiles']>[0], what: string) {
    this.count(`file ${what}`, 2 * (KLM.M + KLM.P + 2 * KLM.B));
    await target.setInputFiles(file);
  }

  get total() {
    return this.steps.length;
  }

  report(name: string) {
    return `[${name}] ${this.total} interactions, ${this.seconds.toFixed(1)} s (KLM)\n  ${this.steps.join('\n  ')}`;
  }
}

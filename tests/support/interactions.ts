import type { Locator } from '@playwright/test';

// Counts what a person does on the page (visible UI only): each click, fill or key press is
// one interaction. The journeys of issue #27 measure themselves with it.

export class InteractionCounter {
  readonly steps: string[] = [];

  async click(target: Locator, what: string): Promise<void> {
    this.steps.push(`click ${what}`);
    await target.click();
  }

  async fill(target: Locator, value: string, what: string): Promise<void> {
    this.steps.push(`fill ${what}`);
    await target.fill(value);
  }

  async press(target: Locator, key: string, what: string): Promise<void> {
    this.steps.push(`press ${key} ${what}`);
    await target.press(key);
  }

  get total(): number {
    return this.steps.length;
  }

  report(name: string): string {
    return `[${name}] ${this.total} interactions\n  ${this.steps.join('\n  ')}`;
  }
}

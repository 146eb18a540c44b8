import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import type { OrderConfiguration } from '@federkiel/machines';
import { describe, expect, it } from 'vitest';
import {
  forgetLineEdit,
  progressOfConfiguration,
  readLineEdit,
  rememberLineEdit,
} from './lineEdit.ts';

describe('line edit', () => {
  it('remembers and forgets the line being edited; ignores junk', () => {
    expect(readLineEdit()).toBeNull();
    rememberLineEdit({ configurationId: 'cfg_1', name: 'Danke' });
    expect(readLineEdit()).toEqual({ configurationId: 'cfg_1', name: 'Danke' });
    forgetLineEdit();
    expect(readLineEdit()).toBeNull();
    window.localStorage.setItem('fk.order.editsLine', '{"configurationId":3}');
    expect(readLineEdit()).toBeNull();
  });

  it('a stored configuration becomes readable progress on the summary, on its main form of address', () => {
    const recipients = sampleRecipients(3).map((r, i) => ({
      ...r,
      id: `r${i + 4}`,
      addressForm: i === 0 ? ('du' as const) : ('sie' as const),
    }));
    const configuration = { recipients, shipping: {} } as unknown as OrderConfiguration;
    const progress = progressOfConfiguration(configuration);
    expect(progress.step).toBe('summary');
    expect(progress.finishedSteps).toEqual(['path', 'content', 'data']);
    expect(progress.activeVariant).toBe('sie');
    expect(progress.nextRecipientNumber).toBe(7);
    expect(progress.draft.recipients).toBe(recipients);
  });
});

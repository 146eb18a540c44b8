import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  PRODUCTION_STATUS_LABELS,
} from '@federkiel/machines/fulfilment/statuses';
import { WUNDERLINK_STATUS_LABELS } from '@federkiel/machines/wunderlink/wunderlinkApi';
import de from './locales/de.json';

// One name per thing: the dashboard shows the statuses with the German names the machines
// (and the server's refusal reasons) use.
describe('dashboard status labels', () => {
  it('are the machines’ German names', () => {
    expect(de.status.order).toEqual(ORDER_STATUS_LABELS);
    expect(de.status.production).toEqual(PRODUCTION_STATUS_LABELS);
    expect(de.status.wunderlink).toEqual(WUNDERLINK_STATUS_LABELS);
  });
});

import {
  addWorkingDays,
  checkShippingDate,
  earliestShippingDate,
  publicHolidayOn,
} from '@federkiel/machines';
import {
  countriesByCards,
  destinationEstimates,
  workingDaysDe,
} from '@federkiel/machines/pricing/postage';
import { useQuery } from '@tanstack/react-query';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import { useId } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { productQueryOptions, ratesOf } from '../api/priceQuote.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { formatDay, latestShippingDate, workingDayFrom } from './dates.ts';
import styles from './SummaryStep.module.css';

/**
 * The shipping date: a date input limited to the next working day … one year ahead; a
 * weekend or a nationwide holiday is explained and the next working day offered. The
 * estimate names the recipients' destinations with the owner's delivery times (issue 38), as
 * the cart does; the parcel „an mich“ counts as Germany until the checkout knows the address.
 */
export function ShippingDateField() {
  const { t, i18n } = useT('configurator');
  const send = useConfiguratorSend();
  const date = useConfiguratorSelector((s) => s.context.draft.shipping.date);
  const mode = useConfiguratorSelector((s) => s.context.draft.shipping.mode);
  const settings = useConfiguratorSelector((s) => s.context.settings);
  const canvasKey = useConfiguratorSelector((s) => s.context.draft.canvas?.key);
  const recipients = useConfiguratorSelector((s) => s.context.draft.recipients);
  // A WunderLink's cards are prepaid: no store price is asked for, and the estimate takes
  // the default delivery times.
  const grant = useConfiguratorGrant();
  const product = useQuery({ ...productQueryOptions(canvasKey), enabled: !grant && !!canvasKey });
  const rates = ratesOf(product.data);
  const id = useId();
  const language = i18n.language;
  const earliest = earliestShippingDate(settings.today, settings.leadWorkingDays);
  const problem = checkShippingDate(date, settings.today, settings.leadWorkingDays);
  const holiday = date ? publicHolidayOn(date) : undefined;
  const suggestion =
    date && (problem === 'shippingDateNotWorkingDay' || problem === 'shippingDateTooEarly')
      ? workingDayFrom(date < earliest ? earliest : date)
      : null;
  const showEstimate = Boolean(date) && !problem;
  const destinations =
    mode === 'to_recipients'
      ? destinationEstimates(
          countriesByCards(recipients.map((recipient) => recipient.address.country)),
          rates,
        )
      : [];

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('summary.date.label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('summary.date.hint', { earliest: formatDay(earliest, language) })}
      </p>
      <input
        id={id}
        type="date"
        className={styles.dateInput}
        min={earliest}
        max={latestShippingDate(settings.today)}
        value={date ?? ''}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          // A cleared field keeps the last date: a shipping date is always needed.
          if (event.target.value)
            send({ type: 'SET_SHIPPING', changes: { date: event.target.value } });
        }}
      />
      <div id={`${id}-status`} className={styles.dateStatus} aria-live="polite">
        {problem ? (
          <p className={styles.error}>
            {holiday ? t('summary.date.holiday', { name: holiday.name }) : t(`problems.${problem}`)}
            {suggestion ? (
              <>
                {' '}
                <Button
                  size="sm"
                  variant="ghost"
                  bordered
                  onClick={() => send({ type: 'SET_SHIPPING', changes: { date: suggestion } })}
                >
                  {t('summary.date.take', { day: formatDay(suggestion, language) })}
                </Button>
              </>
            ) : null}
          </p>
        ) : showEstimate && date ? (
          <div className={styles.ok}>
            <p>
              {t(`summary.date.estimate.${mode}`, {
                day: formatDay(date, language),
                from: formatDay(addWorkingDays(date, rates.DE.min_days), language),
                to: formatDay(addWorkingDays(date, rates.DE.max_days), language),
              })}
            </p>
            {destinations.length > 0 ? (
              <ul className={styles.estimates}>
                {destinations.map((part) => (
                  <li key={part.label}>
                    {t('summary.date.estimate.destination', {
                      label: part.label,
                      days: workingDaysDe(part.rate),
                      from: formatDay(addWorkingDays(date, part.rate.min_days), language),
                      to: formatDay(addWorkingDays(date, part.rate.max_days), language),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

import type { IsoDate } from './schema.ts';
import { addDays, addWorkingDays, isIsoDate, isWorkingDay } from './workingDays.ts';

// The shipping date the customer picks in the summary, and when the cards arrive.

/** Orders further ahead than this are refused (prices and paper stock may change). */
export const MAX_SHIPPING_DAYS_AHEAD = 365;

/**
 * Earliest shipping date: the next working day (issue 4), or later when the robot needs
 * more working days for the order (`leadWorkingDays`, supplied by the app; at least 1).
 */
export function earliestShippingDate(today: IsoDate, leadWorkingDays = 1): IsoDate {
  return addWorkingDays(today, Math.max(1, Math.floor(leadWorkingDays)));
}

export type ShippingDateProblem =
  | 'shippingDateMissing'
  | 'shippingDateInvalid'
  | 'shippingDateTooEarly'
  | 'shippingDateNotWorkingDay'
  | 'shippingDateTooLate';

/** Why `date` cannot be the shipping date, or null when it can. */
export function checkShippingDate(
  date: IsoDate | null,
  today: IsoDate,
  leadWorkingDays = 1,
): ShippingDateProblem | null {
  if (!date) return 'shippingDateMissing';
  if (!isIsoDate(date)) return 'shippingDateInvalid';
  if (date < earliestShippingDate(today, leadWorkingDays)) return 'shippingDateTooEarly';
  if (!isWorkingDay(date)) return 'shippingDateNotWorkingDay';
  if (date > addDays(today, MAX_SHIPPING_DAYS_AHEAD)) return 'shippingDateTooLate';
  return null;
}

/** For the date picker: may this day be chosen? */
export function isSelectableShippingDate(date: IsoDate, today: IsoDate, leadWorkingDays = 1) {
  return checkShippingDate(date, today, leadWorkingDays) === null;
}

/** Working days the post needs after shipping (Deutsche Post's usual letter times). */
export const DELIVERY_WORKING_DAYS = {
  domestic: { min: 1, max: 3 },
  europe: { min: 2, max: 5 },
  world: { min: 4, max: 10 },
} as const;

const EUROPE = new Set(
  'AT BE BG CH CY CZ DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
);

export interface DeliveryEstimate {
  from: IsoDate;
  to: IsoDate;
  minWorkingDays: number;
  maxWorkingDays: number;
}

/** When a card shipped on `shippingDate` to `country` (ISO code) should arrive. */
export function deliveryEstimate(shippingDate: IsoDate, country = 'DE'): DeliveryEstimate {
  const code = country.toUpperCase();
  const zone = code === 'DE' ? 'domestic' : EUROPE.has(code) ? 'europe' : 'world';
  const { min, max } = DELIVERY_WORKING_DAYS[zone];
  return {
    from: addWorkingDays(shippingDate, min),
    to: addWorkingDays(shippingDate, max),
    minWorkingDays: min,
    maxWorkingDays: max,
  };
}

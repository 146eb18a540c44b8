import { describe, expect, it } from 'vitest';
import { checkShippingDate, deliveryEstimate, earliestShippingDate } from './shippingDate.ts';

describe('shipping date', () => {
  it.each([
    ['2026-12-21', '2026-12-22'], // Monday → Tuesday
    ['2026-12-23', '2026-12-24'],
    ['2026-12-24', '2026-12-28'], // over Christmas and the weekend
    ['2026-12-25', '2026-12-28'], // ordering on a holiday
    ['2026-12-31', '2027-01-04'], // New Year on a Friday
    ['2027-03-25', '2027-03-30'], // Maundy Thursday → after Easter Monday
    ['2027-03-27', '2027-03-30'], // Holy Saturday
    ['2027-05-05', '2027-05-07'], // Himmelfahrt
    ['2027-01-08', '2027-01-11'], // Friday → Monday
  ])('ordered on %s, earliest shipping %s', (today, earliest) => {
    expect(earliestShippingDate(today)).toBe(earliest);
  });

  it('adds the robot’s lead time in working days', () => {
    expect(earliestShippingDate('2026-12-21', 3)).toBe('2026-12-24');
    expect(earliestShippingDate('2026-12-21', 0)).toBe('2026-12-22');
  });

  it.each([
    [null, 'shippingDateMissing'],
    ['2026-13-01', 'shippingDateInvalid'],
    ['2026-12-23', 'shippingDateTooEarly'],
    ['2026-12-24', null],
    ['2026-12-25', 'shippingDateNotWorkingDay'],
    ['2026-12-27', 'shippingDateNotWorkingDay'],
    ['2027-12-22', null],
    ['2027-12-24', 'shippingDateTooLate'],
  ])('on 2026-12-23, shipping %s → %s', (date, problem) => {
    expect(checkShippingDate(date, '2026-12-23')).toBe(problem);
  });

  it('estimates delivery in working days', () => {
    expect(deliveryEstimate('2026-12-24')).toEqual({
      from: '2026-12-28',
      to: '2026-12-30',
      minWorkingDays: 1,
      maxWorkingDays: 3,
    });
    expect(deliveryEstimate('2027-03-25', 'AT')).toMatchObject({
      from: '2027-03-31',
      to: '2027-04-05',
    });
    expect(deliveryEstimate('2027-03-25', 'US')).toMatchObject({ maxWorkingDays: 10 });
  });
});

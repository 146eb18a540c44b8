import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  germanPublicHolidays,
  isIsoDate,
  isoDateInBerlin,
  isWorkingDay,
  workingDaysBetween,
} from './workingDays.ts';

describe('Easter and German public holidays', () => {
  it.each([
    [1961, '1961-04-02'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('lists the nine nationwide holidays of 2027', () => {
    expect(germanPublicHolidays(2027)).toEqual([
      { date: '2027-01-01', name: 'Neujahr' },
      { date: '2027-03-26', name: 'Karfreitag' },
      { date: '2027-03-29', name: 'Ostermontag' },
      { date: '2027-05-01', name: 'Tag der Arbeit' },
      { date: '2027-05-06', name: 'Christi Himmelfahrt' },
      { date: '2027-05-17', name: 'Pfingstmontag' },
      { date: '2027-10-03', name: 'Tag der Deutschen Einheit' },
      { date: '2027-12-25', name: '1. Weihnachtstag' },
      { date: '2027-12-26', name: '2. Weihnachtstag' },
    ]);
  });

  it.each([
    ['2026-12-23', true], // Wednesday
    ['2026-12-24', true], // Heiligabend is no public holiday
    ['2026-12-25', false],
    ['2026-12-26', false],
    ['2026-12-27', false], // Sunday
    ['2026-12-28', true],
    ['2027-03-26', false], // Karfreitag
    ['2027-03-29', false], // Ostermontag
    ['2027-03-30', true],
    ['2026-05-14', false], // Christi Himmelfahrt 2026
    ['2026-06-04', true], // Fronleichnam is regional only
  ])('%s is a working day: %s', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('counts working days across holidays and the turn of the year', () => {
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-24');
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addWorkingDays('2027-03-25', 1)).toBe('2027-03-30');
    expect(addWorkingDays('2027-03-25', 0)).toBe('2027-03-25');
    // 24, 28, 29, 30, 31 December and 4 January.
    expect(workingDaysBetween('2026-12-23', '2027-01-04')).toBe(6);
    expect(workingDaysBetween('2027-01-04', '2026-12-23')).toBe(0);
  });

  it('knows real dates and the German calendar day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-5')).toBe(false);
    // 23:30 UTC on 31 Dec is already New Year in Berlin (UTC+1).
    expect(isoDateInBerlin(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // Summer time: 22:30 UTC = 00:30 CEST.
    expect(isoDateInBerlin(new Date('2027-07-01T22:30:00Z'))).toBe('2027-07-02');
  });
});

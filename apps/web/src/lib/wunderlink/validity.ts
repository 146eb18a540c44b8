import { dateTimeFormat } from '@federkiel/machines/intl/intlFormats';
import type { IsoDate } from '@federkiel/machines';
import { addDays, isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';

// A WunderLink is valid in the half-open window valid_from ≤ now < valid_until, stored as UTC
// instants (docs/wunderlink.md). Staff usually give German calendar days: then the window
// starts at midnight in Berlin and ends with the last day's midnight. People read „gültig bis
// 31.07.“ as "through the 31st", so an end at midnight is shown as the day before it.

/** One end of the window as people read it: a German calendar day, and a time unless midnight. */
export interface ValidityEdge {
  day: IsoDate;
  /** `HH:MM` in Berlin, or null when the edge is a midnight (the whole day counts). */
  time: string | null;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function berlinClock(instant: Date): string {
  return clockFormat.format(instant);
}

function instant(iso: string): Date | null {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** The first moment of the window: its day, and its time unless it starts at midnight. */
export function validFromEdge(iso: string): ValidityEdge | null {
  const at = instant(iso);
  if (!at) return null;
  const time = berlinClock(at);
  return { day: isoDateInBerlin(at), time: time === '00:00' ? null : time };
}

/** The last moment of the window: an end at midnight is the whole day before. */
export function validUntilEdge(iso: string): ValidityEdge | null {
  const at = instant(iso);
  if (!at) return null;
  const time = berlinClock(at);
  return time === '00:00'
    ? { day: addDays(isoDateInBerlin(at), -1), time: null }
    : { day: isoDateInBerlin(at), time };
}

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

/** "31.07.2026" or "31.07.2026, 18:00" (English "31/07/2026, 18:00"). */
export function formatValidityEdge(edge: ValidityEdge | null, language = 'de'): string {
  if (!edge) return '';
  const date = dateTimeFormat(LOCALES[language] ?? 'de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${edge.day}T00:00:00Z`));
  return edge.time ? `${date}, ${edge.time}` : date;
}

/** Today as a German calendar day (the default "gültig ab" of a new link). */
export function todayInBerlin(now: Date = new Date()): IsoDate {
  return isoDateInBerlin(now);
}

export { addDays };

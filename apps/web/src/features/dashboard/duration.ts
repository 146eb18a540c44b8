/**
 * A writing time as people say it (issue 28): „9 Min.“, „1 Std. 5 Min.“, „3 Std.“ — whole
 * minutes (at least one, so a short order never reads „0 Min.“), in the given locale's units.
 */
export function formatDuration(
  seconds: number,
  units: { hours: string; minutes: string } = { hours: 'Std.', minutes: 'Min.' },
): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} ${units.minutes}`;
  if (m === 0) return `${h} ${units.hours}`;
  return `${h} ${units.hours} ${m} ${units.minutes}`;
}

/** A calendar day (YYYY-MM-DD, e.g. a rate's date) in the interface language, the same day in every time zone. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

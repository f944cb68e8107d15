/**
 * Beijing time: the one zone the platform shows and reads times in, whatever the browser's or
 * the server's zone. China Standard Time is UTC+8 and has kept no daylight saving since 1991, so
 * a fixed offset is exact and needs no time-zone database. (SQL that needs Beijing's calendar day
 * adds the same 8 hours: repos/ai.ts.)
 */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** An instant in Beijing time as `YYYY-MM-DD HH:mm:ss`; null when the value is not a date. */
export function beijingDateTime(value: string | Date): string | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** An instant as a `datetime-local` input's value in Beijing time: `YYYY-MM-DDTHH:mm`. */
export function toBeijingInput(iso: string): string {
  return new Date(Date.parse(iso) + BEIJING_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` input's value, read as Beijing time, as an ISO instant. */
export function fromBeijingInput(value: string): string {
  return new Date(`${value}:00+08:00`).toISOString();
}

/**
 * The VIP expiry input (`<input type="datetime-local">`) reads and writes Beijing time, the zone
 * every time on the site is shown in (lib/time.ts), whatever the admin's computer is set to; the
 * server stores an instant. China keeps no daylight saving, so the offset is always +08:00.
 */
const OFFSET_MS = 8 * 3600_000;

/** An instant as the input's value: `YYYY-MM-DDTHH:mm` in Beijing time. */
export function toLocalInput(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);
}

/** The input's value (Beijing time) as an ISO instant. */
export function fromLocalInput(value: string): string {
  return new Date(`${value}:00+08:00`).toISOString();
}

/** Dates as the platform shows them: always in Beijing time (contracts' beijing-time.ts), whatever the browser's zone. */
import { beijingDateTime } from '@veridojo/contracts';

/** `2026-11-22T08:00:00.000Z` → `2026-11-22 16:00:00`; an unreadable value is returned as given. */
export function formatShanghaiTime(value: string | Date): string {
  return beijingDateTime(value) ?? String(value);
}

/** Dates as the platform shows them: always in China Standard Time (Asia/Shanghai), whatever the browser's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-22T08:00:00.000Z` → `2026-11-22 16:00:00`; an unreadable value is returned as given. */
export function formatShanghaiTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const part = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

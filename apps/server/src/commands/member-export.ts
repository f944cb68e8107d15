/**
 * The member export (GET /admin/export/users): a CSV that Excel opens with its Chinese text
 * intact — UTF-8 with a byte-order mark, CRLF line ends — and that cannot run a formula in
 * the reader's spreadsheet: a cell starting with = + - @, a tab or a carriage return is prefixed
 * with an apostrophe (OWASP's advice for CSV injection), then quoted as RFC 4180 requires.
 * Written in batches read by id ranges, so 100 000 users never sit in memory at once.
 */
import { MEMBERSHIP_LABELS, beijingDateTime, effectiveMembership } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { usersAfter, type AdminUserRow } from '../repos/users.ts';

/** Why 1000: one batch is a few hundred KiB of text, and 100 000 users are 100 short queries. */
const EXPORT_BATCH = 1000;

const BOM = '\uFEFF';
const HEADER = ['ID', '用户名', '邮箱', '会员类型', '当前是否会员', '会员到期时间（北京时间）', '管理员', '注册时间（北京时间）'];

/** One CSV cell: neutralised against formulas, then quoted when it holds a separator, quote or line end. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Beijing time as `YYYY-MM-DD HH:mm:ss`, what a Chinese operator reads; empty for no date. */
function beijing(date: Date | null): string {
  return date ? (beijingDateTime(date) ?? '') : '';
}

function line(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function row(user: AdminUserRow, now: Date): string {
  return line([
    String(user.id),
    user.username,
    user.email ?? '',
    MEMBERSHIP_LABELS[user.membership_type],
    effectiveMembership(user, now) === 'normal' ? '否' : '是',
    beijing(user.vip_expiry_date),
    user.is_admin ? '是' : '否',
    beijing(user.created_at),
  ]);
}

/** The export as chunks of UTF-8: the mark and header, then one chunk per batch of users. */
export async function* memberCsv(ctx: AppContext, batch = EXPORT_BATCH): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + line(HEADER), 'utf8');
  let after = 0;
  for (;;) {
    const users = await usersAfter(ctx.db, after, batch);
    if (users.length === 0) return;
    const now = ctx.now();
    yield Buffer.from(users.map((u) => row(u, now)).join(''), 'utf8');
    after = users.at(-1)!.id;
  }
}

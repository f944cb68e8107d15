/**
 * One page of a filtered list and the filter's total, as every paged admin list answers (users,
 * problems, the audit log): the rows and the count come from the same WHERE with the same
 * parameters, so the pager never counts what the page cannot show. Also the LIKE escaping their
 * searches share.
 */
import type { Queryable } from './database.ts';

/** Where a page starts, in rows. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The window of a 1-based `page` of `page_size` rows, as the admin calls ask for it. */
export function pageWindow(q: { page: number; page_size: number }): PageWindow {
  return { limit: q.page_size, offset: (q.page - 1) * q.page_size };
}

/** Escapes LIKE's wildcards so a search for `a_b` finds exactly that. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface PagedQuery {
  select: string;
  /** The tables the rows come from. */
  from: string;
  /** The tables the count needs, when the rows join more (default: `from`). */
  countFrom?: string;
  /** The filter, with parameters $1…$n of `params`. */
  where: string;
  params: unknown[];
  orderBy: string;
  window: PageWindow;
}

export async function pagedQuery<Row>(db: Queryable, q: PagedQuery): Promise<{ rows: Row[]; total: number }> {
  const n = q.params.length;
  const rows = await db.query<Row>(
    `SELECT ${q.select} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, q.window.limit, q.window.offset],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q.countFrom ?? q.from} WHERE ${q.where}`, q.params);
  return { rows, total: count!.n };
}

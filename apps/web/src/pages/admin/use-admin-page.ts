/**
 * One page of an admin table read from the server: the users, the problems and the audit log are
 * all paged, filtered (and for users sorted) by the server, so each tab keeps a query, asks its
 * list call again whenever the query changes, and shows a failure as its own toast. This hook is
 * that block over useApiQuery (which aborts the read of a page left and never shows its late
 * answer under the next one), with the antd Table's `pagination` props wired to the query's page
 * and page size.
 */
import { ADMIN_PAGE_SIZE_MAX, type QueryOf, type ResponseOf } from '@veridojo/contracts';
import type { TablePaginationConfig } from 'antd';
import { useCallback, useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { ADMIN_FAILURES } from './admin-feedback.ts';

/** The admin list calls: each takes a page and a page size and answers one page of rows and the total. */
type AdminListCall = 'adminUsers' | 'adminProblems' | 'adminAudit';

/** The query every list call takes; a tab adds its filters and sort. */
interface AdminPageQuery {
  page: number;
  page_size: number;
}

/** The field of a list call's answer that holds its rows (`users`, `problems`, `entries`). */
type RowsField<N extends AdminListCall> = {
  [F in keyof ResponseOf<N>]: ResponseOf<N>[F] extends { id: number }[] ? F : never;
}[keyof ResponseOf<N>];
type RowOf<N extends AdminListCall, F extends RowsField<N>> = ResponseOf<N>[F] extends (infer Row)[] ? Row : never;

interface AdminPageOptions<N extends AdminListCall, F extends RowsField<N>> {
  /** Where the rows are in the call's answer. */
  rows: F;
  /** The toast when the page cannot be read. */
  failure: keyof typeof ADMIN_FAILURES;
  /** The count beside the pager, e.g. `共 45 位用户`. */
  showTotal: (total: number) => string;
}

/**
 * Why these sizes: 20 is the server's default page, and 100 its largest (ADMIN_PAGE_SIZE_MAX): a
 * bigger page would be refused.
 */
const PAGE_SIZE_OPTIONS = [20, 50, ADMIN_PAGE_SIZE_MAX];

/**
 * `call` is asked with `firstQuery` at once and again whenever `setQuery` changes the query.
 * Until the first answer `rows` is empty; after a failure the last page read stays.
 */
export function useAdminPage<N extends AdminListCall, Q extends AdminPageQuery & NonNullable<QueryOf<N>>, F extends RowsField<N>>(
  call: N,
  firstQuery: Q,
  { rows: rowsField, failure, showTotal }: AdminPageOptions<N, F>,
) {
  const [query, setQuery] = useState<Q>(firstQuery);
  // While the next page is read the last one stays (the table shows its spinner over it).
  const read = useApiQuery(call, { query } as { query: QueryOf<N> }, { keepPrevious: true, failure: ADMIN_FAILURES[failure] });
  const answer: ResponseOf<N> | null = read.data ?? null;
  const loading = read.fetching || read.status === 'loading';
  const { refetch: reload, setData } = read;

  const rows = (answer?.[rowsField] ?? []) as RowOf<N, F>[];
  const total = answer?.total ?? 0;

  /** Shows a row as the server answered it after a change, without reading the page again. */
  const replaceRow = useCallback(
    (changed: RowOf<N, F>) =>
      setData(
        (current) =>
          ({
            ...current,
            [rowsField]: (current[rowsField] as RowOf<N, F>[]).map((row) =>
              (row as { id: number }).id === (changed as { id: number }).id ? changed : row,
            ),
          }) as ResponseOf<N>,
      ),
    [rowsField, setData],
  );

  const pagination: TablePaginationConfig = {
    current: query.page,
    pageSize: query.page_size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal,
    onChange: (page, pageSize) => setQuery((q) => ({ ...q, page, page_size: pageSize ?? q.page_size })),
  };

  return { query, setQuery, answer, rows, total, loading, reload, replaceRow, pagination };
}

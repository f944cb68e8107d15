/**
 * 我的订单, one page at a time (spec §7 GET /payment/vip/orders, paged like the admin tables: the
 * antd Table's `pagination` wired to the call's page and limit). The answer also carries the
 * user's open order (`open_order`), which the page shows again when it is reopened mid-payment.
 * A failure is kept as its Chinese sentence; the last page read stays on screen, and a page left
 * is aborted with its late answer never shown (useApiQuery).
 */
import type { ResponseOf } from '@veridojo/contracts';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { actionFailureText } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';

export type OrdersAnswer = ResponseOf<'vipOrders'>['data'];

/** Why these sizes: 20 is the call's default page and 100 its largest (OrdersQuery): a bigger one is refused. */
const PAGE_SIZE_OPTIONS = [20, 50, 100];

export function useMyOrders() {
  const [query, setQuery] = useState({ page: 1, limit: PAGE_SIZE_OPTIONS[0]! });
  const read = useApiQuery('vipOrders', { query }, { keepPrevious: true });
  const answer: OrdersAnswer | null = read.data?.data ?? null;
  const loading = read.fetching || read.status === 'loading';
  // Kept until a read succeeds again (a retry in flight still shows it).
  const failure = read.status === 'failed' ? actionFailureText(read.error, '加载订单失败') : null;
  const reload = read.refetch;

  const pagination: TablePaginationConfig = {
    current: query.page,
    pageSize: query.limit,
    total: answer?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (n) => `共 ${n} 个订单`,
    onChange: (page, pageSize) => setQuery((q) => ({ page: pageSize !== q.limit ? 1 : page, limit: pageSize })),
  };

  return { answer, orders: answer?.orders ?? [], loading, failure, reload, pagination };
}

/**
 * 我的订单, one page at a time (spec §7 GET /payment/vip/orders, paged like the admin tables: the
 * antd Table's `pagination` wired to the call's page and limit). The answer also carries the
 * user's open order (`open_order`), which the page shows again when it is reopened mid-payment.
 * A failure is kept as its Chinese sentence; the last page read stays on screen.
 */
import type { ResponseOf } from '@veridojo/contracts';
import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { actionFailureText, apiQuery } from '../../api/client.ts';

export type OrdersAnswer = ResponseOf<'vipOrders'>['data'];

/** Why these sizes: 20 is the call's default page and 100 its largest (OrdersQuery): a bigger one is refused. */
const PAGE_SIZE_OPTIONS = [20, 50, 100];

export function useMyOrders() {
  const [query, setQuery] = useState({ page: 1, limit: PAGE_SIZE_OPTIONS[0]! });
  const [answer, setAnswer] = useState<OrdersAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  // Only the latest request's answer is shown: a slow earlier page must not replace a later one.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const next = await apiQuery('vipOrders', query);
      if (request !== latest.current) return;
      setAnswer(next.data);
      setFailure(null);
    } catch (error) {
      if (request === latest.current) setFailure(actionFailureText(error, '加载订单失败'));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [query]);
  useEffect(() => void reload(), [reload]);

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

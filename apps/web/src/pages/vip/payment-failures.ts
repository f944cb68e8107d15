/**
 * How the VIP page words a failed order creation (spec §8 order, as every page does through
 * failureText); its other failures are actionFailureText's (加载订单失败, 取消订单失败, …).
 */
import { failureText } from '../../api/client.ts';

/** Spec §8 VIP: the create-order alert reads 创建订单失败： and the reason. */
export function createOrderFailure(error: unknown): string {
  return `创建订单失败：${failureText(error, { failed: '服务器出错，请稍后重试', requestFailed: '无法连接服务器，请稍后重试' })}`;
}

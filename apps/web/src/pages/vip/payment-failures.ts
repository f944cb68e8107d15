/**
 * How the VIP and demo-payment pages word a failure (spec §8 order, as every page does through
 * failureText): the server's own sentence when it gave one (an order already paid, a provider that
 * is down), else the action's fixed text; no answer at all reads "…：无法连接服务器".
 */
import { failureText } from '../../api/client.ts';

/** `action` is what failed, in Chinese: 加载订单失败, 取消订单失败, … */
export function paymentFailure(error: unknown, action: string): string {
  return failureText(error, { failed: action, requestFailed: `${action}：无法连接服务器` });
}

/** Spec §8 VIP: the create-order alert reads 创建订单失败： and the reason. */
export function createOrderFailure(error: unknown): string {
  return `创建订单失败：${failureText(error, { failed: '服务器出错，请稍后重试', requestFailed: '无法连接服务器，请稍后重试' })}`;
}

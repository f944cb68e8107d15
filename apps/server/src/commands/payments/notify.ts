/** Alipay's asynchronous notify of a payment: verified, then settled through the one path. */
import type { AppContext } from '../../context.ts';
import type { NotifyOutcome } from '../../metrics.ts';
import { AlipayGateway, fenOf } from '../../services/alipay.ts';
import { alipayConfigured, paymentProvider } from '../../services/payment-provider.ts';
import { readPaymentConfig } from './config.ts';
import { recordAmountMismatch, settle, settleLate } from './settlement.ts';

/**
 * Alipay's asynchronous notify. Nothing changes unless the RSA2 signature holds (Alipay's public
 * key), the app id is ours and the trade is paid; then the order is settled through the one path
 * (exact amount, once). `success` is answered only after the change is committed, or when there is
 * nothing more to do: a repeated notify, a trade not paid (TRADE_CLOSED, WAIT_BUYER_PAY), an order
 * we do not know. Money for a cancelled or expired order, or a different amount, is recorded for
 * admins (vip_payment_issues) before answering. A forged or foreign notify gets `fail`.
 */
export async function alipayNotify(ctx: AppContext, fields: Record<string, string>): Promise<'success' | 'fail'> {
  const { outcome, answer } = await handleNotify(ctx, fields);
  ctx.metrics.paymentNotify(outcome);
  return answer;
}

async function handleNotify(
  ctx: AppContext,
  fields: Record<string, string>,
): Promise<{ outcome: NotifyOutcome; answer: 'success' | 'fail' }> {
  const config = await readPaymentConfig(ctx);
  const about = { order: fields.out_trade_no, trade: fields.trade_no, status: fields.trade_status };
  if (!alipayConfigured(config)) {
    ctx.log.warn(about, 'Alipay notify refused: Alipay is not configured');
    return { outcome: 'not_configured', answer: 'fail' };
  }
  if (!(await AlipayGateway.open(config)).verifyNotify(fields)) {
    ctx.log.warn(about, 'Alipay notify refused: bad signature');
    return { outcome: 'bad_signature', answer: 'fail' };
  }
  if (fields.app_id !== config.alipay_app_id.trim()) {
    ctx.log.warn({ ...about, app_id: fields.app_id }, 'Alipay notify refused: another app id');
    return { outcome: 'foreign_app', answer: 'fail' };
  }
  if (fields.trade_status !== 'TRADE_SUCCESS' && fields.trade_status !== 'TRADE_FINISHED') {
    ctx.log.info(about, 'Alipay notify without a payment: nothing to do');
    return { outcome: 'no_payment', answer: 'success' };
  }
  const amountFen = fenOf(fields.total_amount);
  const payment = { orderNumber: fields.out_trade_no ?? '', amountFen: amountFen ?? -1, tradeNo: fields.trade_no ?? '', at: ctx.now() };
  const result = await settle(ctx, payment, 'notify');
  if (result.outcome === 'amount_mismatch') await recordAmountMismatch(ctx, result.order, payment);
  if (result.outcome !== 'not_pending') return { outcome: result.outcome, answer: 'success' };
  // Money for an order closed here: credited late, or sent back; a failed refund comes again.
  const late = await settleLate(ctx, paymentProvider(ctx, config), result.order, payment, 'notify');
  const again = late === 'unresolved' && payment.amountFen === result.order.amount_fen;
  return { outcome: `late_${late}`, answer: again ? 'fail' : 'success' };
}

/**
 * Alipay face-to-face payment through the official alipay-sdk: precreate (the QR code's content),
 * trade query (what the status check and reconciliation ask), close (cancel, expiry) and refund (a
 * payment that arrived for an order closed here and could not become membership). Every
 * answer's RSA2 signature is verified with Alipay's public key (`validateSign`), so a forged or
 * altered answer is an error, never a payment. Credentials come from the system configuration and
 * never leave the server.
 */
import crypto from 'node:crypto';
import type * as AlipaySdkModule from 'alipay-sdk';
import type { AlipaySdk } from 'alipay-sdk';
import { yuanOf, type SystemConfig } from '@veridojo/contracts';
import type { OrderRow } from '../repos/vip-orders.ts';

/** Why 5 s: Alipay answers in well under a second; a check that waits longer only holds the user's page. */
const ALIPAY_TIMEOUT_MS = 5000;

export interface TradeState {
  /** WAIT_BUYER_PAY, TRADE_SUCCESS, TRADE_FINISHED, TRADE_CLOSED; null when Alipay has no such trade yet. */
  status: string | null;
  /** What was paid, in fen (from total_amount). */
  amountFen: number | null;
  tradeNo: string | null;
}

export class AlipayFailure extends Error {}

/** "9.90" → 990; anything else → null. */
export function fenOf(yuan: unknown): number | null {
  if (typeof yuan !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(yuan)) return null;
  const [whole, part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** PKCS#8 or PKCS#1, with or without PEM armour, as Alipay's key tool writes either. */
function keyTypeOf(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    crypto.createPrivateKey({ key: Buffer.from(privateKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/**
 * The SDK, loaded at the first gateway: loading it costs ~0.45 s of CPU, which every server start
 * (and every test file that starts a platform) paid though most never talk to Alipay.
 */
let sdkModule: Promise<typeof AlipaySdkModule> | undefined;

export class AlipayGateway {
  private constructor(private readonly sdk: AlipaySdk) {}

  /** A gateway with the configuration's credentials (throws when the SDK refuses them, as its constructor does). */
  static async open(config: SystemConfig): Promise<AlipayGateway> {
    const { AlipaySdk } = await (sdkModule ??= import('alipay-sdk'));
    return new AlipayGateway(
      new AlipaySdk({
        appId: config.alipay_app_id.trim(),
        privateKey: config.alipay_private_key.trim(),
        keyType: keyTypeOf(config.alipay_private_key),
        alipayPublicKey: config.alipay_public_key.trim(),
        gateway: config.alipay_gateway,
        signType: 'RSA2',
        timeout: ALIPAY_TIMEOUT_MS,
      }),
    );
  }

  private async call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    let result: Record<string, unknown>;
    try {
      result = (await this.sdk.exec(method, params, { validateSign: true })) as Record<string, unknown>;
    } catch (error) {
      throw new AlipayFailure(`支付宝接口 ${method} 调用失败：${error instanceof Error ? error.message : String(error)}`);
    }
    return result;
  }

  /** The QR code's content for a new order (alipay.trade.precreate). */
  async precreate(order: OrderRow, notifyUrl: string, timeoutMinutes: number): Promise<string> {
    const result = await this.call('alipay.trade.precreate', {
      notify_url: notifyUrl,
      bizContent: {
        out_trade_no: order.order_number,
        total_amount: yuanOf(order.amount_fen),
        subject: `VeriDojo ${order.package_name}`,
        timeout_express: `${timeoutMinutes}m`,
      },
    });
    if (result.code !== '10000' || typeof result.qrCode !== 'string' || result.outTradeNo !== order.order_number)
      throw new AlipayFailure(`支付宝下单失败：${String(result.subMsg ?? result.msg ?? '未知错误')}`);
    return result.qrCode;
  }

  /** The trade's state at Alipay (alipay.trade.query). */
  async query(order: OrderRow): Promise<TradeState> {
    const result = await this.call('alipay.trade.query', { bizContent: { out_trade_no: order.order_number } });
    if (result.code === '40004' && result.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: null, amountFen: null, tradeNo: null };
    if (result.code !== '10000' || result.outTradeNo !== order.order_number)
      throw new AlipayFailure(`支付宝查询失败：${String(result.subMsg ?? result.msg ?? '未知错误')}`);
    return {
      status: typeof result.tradeStatus === 'string' ? result.tradeStatus : null,
      amountFen: fenOf(result.totalAmount),
      tradeNo: typeof result.tradeNo === 'string' ? result.tradeNo : null,
    };
  }

  /** Whether a notify's fields carry Alipay's RSA2 signature (over the fields as sent, sorted, without sign and sign_type). */
  verifyNotify(fields: Record<string, string>): boolean {
    try {
      return this.sdk.checkNotifySignV2(fields);
    } catch {
      return false;
    }
  }

  /**
   * Sends money of the order's trade back (alipay.trade.refund). The request number is the order's
   * own, so a repeated refund (a notify Alipay sends again) is answered without moving money twice.
   */
  async refund(order: OrderRow, amountFen: number): Promise<void> {
    const result = await this.call('alipay.trade.refund', {
      bizContent: {
        out_trade_no: order.order_number,
        refund_amount: yuanOf(amountFen),
        out_request_no: `${order.order_number}-R`,
        refund_reason: '订单已关闭，付款原路退回',
      },
    });
    if (result.code !== '10000') throw new AlipayFailure(`支付宝退款失败：${String(result.subMsg ?? result.msg ?? '未知错误')}`);
  }

  /** Closes the trade so it can no longer be paid (alipay.trade.close); one Alipay never saw is closed already. */
  async close(order: OrderRow): Promise<void> {
    const result = await this.call('alipay.trade.close', { bizContent: { out_trade_no: order.order_number } });
    if (result.code === '10000' || (result.code === '40004' && result.subCode === 'ACQ.TRADE_NOT_EXIST')) return;
    throw new AlipayFailure(`支付宝关闭订单失败：${String(result.subMsg ?? result.msg ?? '未知错误')}`);
  }
}

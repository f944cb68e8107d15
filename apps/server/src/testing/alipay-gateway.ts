/**
 * A loopback server speaking Alipay's OpenAPI gateway protocol, for tests: it checks each request's
 * RSA2 signature with the app's public key, keeps trades (precreate, query, close) and signs its
 * answers with an Alipay key pair generated at test time, exactly as the real gateway does (the
 * `xxx_response` object's JSON text, SHA256withRSA, base64). The real alipay-sdk talks to it.
 * Tests drive it like a buyer: pay a trade, change its amount, sign an answer wrongly, be slow.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface KeyPair {
  /** PKCS#1 PEM private key, as Alipay's key tool writes for non-Java languages. */
  privateKey: string;
  /** SPKI PEM public key. */
  publicKey: string;
}

function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

interface Trade {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  tradeNo: string;
  notifyUrl: string | null;
}

interface GatewayFaults {
  /** Sign answers with another key (a man in the middle, a forged gateway). */
  wrongKey?: boolean;
  /** Answer this many ms late (longer than the SDK's timeout: a provider that does not answer). */
  delayMs?: number;
  /** Report this amount for paid trades instead of the real one. */
  paidAmount?: string;
  /** Refuse refunds (Alipay down for refunds: the notify must be answered fail, so it comes again). */
  refuseRefund?: boolean;
  /** The buyer pays just as the close arrives (after the query said unpaid): the race of a cancel. */
  payBeforeClose?: boolean;
}

export class AlipayTestGateway {
  readonly appKeys = rsaKeyPair();
  readonly alipayKeys = rsaKeyPair();
  private readonly otherKeys = rsaKeyPair();
  readonly appId = '2021000000000001';
  readonly trades = new Map<string, Trade>();
  /** Refunds made, by request number: the amount sent back. */
  readonly refunds = new Map<string, string>();
  readonly requests: { method: string; signatureValid: boolean }[] = [];
  faults: GatewayFaults = {};
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The buyer pays: the trade becomes TRADE_SUCCESS. */
  pay(outTradeNo: string): Trade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    trade.status = 'TRADE_SUCCESS';
    return trade;
  }

  /**
   * The fields of an asynchronous notify for a trade, as Alipay posts them to the notify URL: the
   * trade's state, `overrides` applied, signed (sorted fields without sign and sign_type) with
   * Alipay's key, or with another key to forge one.
   */
  notification(outTradeNo: string, overrides: Record<string, string> = {}, options: { wrongKey?: boolean } = {}): Record<string, string> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    const fields: Record<string, string> = {
      notify_time: '2026-11-24 17:40:00',
      notify_type: 'trade_status_sync',
      notify_id: crypto.randomUUID().replaceAll('-', ''),
      app_id: this.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      trade_status: trade.status,
      subject: trade.subject,
      gmt_payment: '2026-11-24 17:39:58',
      ...overrides,
    };
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const key = options.wrongKey ? this.otherKeys.privateKey : this.alipayKeys.privateKey;
    return { ...fields, sign_type: 'RSA2', sign: crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64') };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://gateway');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[key] = value;
    const method = params.method ?? '';
    const signatureValid = this.checkRequest(params);
    this.requests.push({ method, signatureValid });
    if (this.faults.delayMs) await new Promise((r) => setTimeout(r, this.faults.delayMs));
    const key = `${method.replaceAll('.', '_')}_response`;
    const body = signatureValid
      ? this.answer(method, params)
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const text = JSON.stringify(body);
    const sign = crypto
      .createSign('RSA-SHA256')
      .update(text, 'utf8')
      .sign(this.faults.wrongKey ? this.otherKeys.privateKey : this.alipayKeys.privateKey, 'base64');
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${key}":${text},"sign":"${sign}"}`);
  }

  /** The request's RSA2 signature over its sorted parameters, checked with the app's public key. */
  private checkRequest(params: Record<string, string>): boolean {
    if (params.app_id !== this.appId || !params.sign) return false;
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(this.appKeys.publicKey, params.sign, 'base64');
  }

  private answer(method: string, params: Record<string, string>): Record<string, unknown> {
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const notFound = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    switch (method) {
      case 'alipay.trade.precreate': {
        const outTradeNo = biz.out_trade_no!;
        const existing = this.trades.get(outTradeNo);
        const trade = existing ?? {
          outTradeNo,
          totalAmount: biz.total_amount!,
          subject: biz.subject ?? '',
          status: 'WAIT_BUYER_PAY' as const,
          tradeNo: `2026${crypto.randomInt(1e9, 1e10 - 1)}`,
          notifyUrl: params.notify_url ?? null,
        };
        this.trades.set(outTradeNo, trade);
        return { code: '10000', msg: 'Success', out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/${outTradeNo.toLowerCase()}` };
      }
      case 'alipay.trade.query': {
        const trade = this.trades.get(biz.out_trade_no ?? '');
        if (!trade) return notFound;
        const paid = trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED';
        return {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.outTradeNo,
          trade_no: trade.tradeNo,
          trade_status: trade.status,
          total_amount: paid && this.faults.paidAmount ? this.faults.paidAmount : trade.totalAmount,
        };
      }
      case 'alipay.trade.close': {
        const trade = this.trades.get(biz.out_trade_no ?? '');
        if (!trade) return notFound;
        if (this.faults.payBeforeClose) trade.status = 'TRADE_SUCCESS';
        // As Alipay does: a paid trade cannot be closed (it is refunded instead).
        if (trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED')
          return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
        trade.status = 'TRADE_CLOSED';
        return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo };
      }
      case 'alipay.trade.refund': {
        const trade = this.trades.get(biz.out_trade_no ?? '');
        if (!trade) return notFound;
        const requestNo = biz.out_request_no ?? '';
        const done = this.refunds.get(requestNo);
        // A repeated request number answers the first refund again and moves no money.
        if (done) return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, refund_fee: done, fund_change: 'N' };
        if (trade.status !== 'TRADE_SUCCESS')
          return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
        if (this.faults.refuseRefund) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统错误' };
        this.refunds.set(requestNo, biz.refund_amount ?? '');
        trade.status = 'TRADE_CLOSED';
        return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, refund_fee: biz.refund_amount, fund_change: 'Y' };
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
    }
  }
}

/**
 * System configuration: the §9 defaults that the database is seeded with and the
 * public view of it that the home page and problem list read.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { IDE_ENTRIES_CEILING, IDE_FILE_BYTES_CEILING, IDE_PROJECT_BYTES_CEILING } from './ide.ts';

/**
 * A VIP package in the configuration. Money is integer fen (spec §9: price at least 0.01 yuan in
 * steps of 0.01, that is at least 1 fen); the answers show yuan (payment.ts yuanOf).
 */
export const VipPackage = z.object({
  name: z.string().min(1).max(40),
  price_fen: z.number().int().min(1).max(100_000_000),
  days: z.number().int().min(1).max(3650),
  description: z.string().max(200),
  features: z.array(z.string().max(60)).max(10).default([]),
  recommended: z.boolean().default(false),
});
export type VipPackage = z.infer<typeof VipPackage>;

export const SystemConfig = z.object({
  problem_limit: z.number().int().min(1),
  ide_line_limit: z.number().int().min(1),
  converter_line_limit: z.number().int().min(1),
  /** Files and folders of one user's IDE project together. */
  ide_max_entries: z.number().int().min(1).max(IDE_ENTRIES_CEILING),
  /** UTF-8 bytes of one IDE file. */
  ide_max_file_bytes: z.number().int().min(1024).max(IDE_FILE_BYTES_CEILING),
  /** UTF-8 bytes of all files of one user's IDE project. */
  ide_max_project_bytes: z.number().int().min(1024).max(IDE_PROJECT_BYTES_CEILING),
  deepseek_api_key: z.string(),
  alipay_app_id: z.string(),
  alipay_private_key: z.string(),
  alipay_public_key: z.string(),
  /** Alipay's OpenAPI gateway (the sandbox's, or a test's loopback server). */
  alipay_gateway: z.url({ protocol: /^https?$/ }),
  /** Where Alipay sends payment notifies; empty: this site's own /api/payment/alipay/notify. */
  alipay_notify_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  vip_packages: z.record(z.string().regex(/^[a-z0-9_]{1,64}$/), VipPackage),
  /** Minutes a pending order waits for payment before it expires (and is closed at the provider). */
  vip_order_timeout_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type SystemConfig = z.infer<typeof SystemConfig>;

/** Defaults from spec §9; the spec leaves package prices open, these follow the home page's 9.9 yuan a week. */
export const DEFAULT_SYSTEM_CONFIG: SystemConfig = {
  problem_limit: 5,
  ide_line_limit: 50,
  converter_line_limit: 50,
  // IDE quotas (the spec names none). Why 200 entries: a course project is a dozen files; 200 is a
  // whole semester's worth and keeps the tree one small query. Why 256 KiB a file: ~5 000 lines of
  // Verilog, or a sizeable $readmemh image. Why 4 MiB in all: 16 such files, and every user's
  // project lives in the shared database.
  ide_max_entries: 200,
  ide_max_file_bytes: 256 * 1024,
  ide_max_project_bytes: 4 * 1024 * 1024,
  deepseek_api_key: '',
  alipay_app_id: '',
  alipay_private_key: '',
  alipay_public_key: '',
  alipay_gateway: 'https://openapi.alipay.com/gateway.do',
  alipay_notify_url: '',
  // The home page's figure (spec §9: ¥9.9 / 7天) is the shortest package's price and days, read
  // from the server: one source, so the home page and the purchase page always agree.
  vip_packages: {
    vip_7days: {
      name: '体验周卡',
      price_fen: 990,
      days: 7,
      description: '7天体验全部题目和不限行数的IDE与转换器',
      features: ['全部题目', 'IDE 与转换器不限行数'],
      recommended: false,
    },
    vip_30days: {
      name: '月度会员',
      price_fen: 2990,
      days: 30,
      description: '30天全部题目、IDE与转换器不限行数',
      features: ['全部题目', 'IDE 与转换器不限行数', 'AI 分析'],
      recommended: false,
    },
    vip_90days: {
      name: '季度会员',
      price_fen: 7990,
      days: 90,
      description: '90天全部功能，比月度更实惠',
      features: ['全部题目', 'IDE 与转换器不限行数', 'AI 分析', '比月度每天更便宜'],
      recommended: true,
    },
    vip_180days: {
      name: '半年会员',
      price_fen: 14990,
      days: 180,
      description: '180天全部功能，适合一学期的系统学习',
      features: ['全部题目', 'IDE 与转换器不限行数', 'AI 分析', '一学期够用'],
      recommended: false,
    },
    vip_365days: {
      name: '年度会员',
      price_fen: 26990,
      days: 365,
      description: '365天全部功能，优先支持',
      features: ['全部题目', 'IDE 与转换器不限行数', 'AI 分析', '优先支持'],
      recommended: false,
    },
  },
  // Why 15 minutes: long enough to find a phone and pay, short enough that an abandoned order does
  // not block the user's next one for long (one open order per user).
  vip_order_timeout_minutes: 15,
};

export const PublicConfigResponse = z.object({
  status: SuccessStatus,
  problem_limit: z.number().int(),
  total_problems: z.number().int(),
  ide_line_limit: z.number().int(),
  converter_line_limit: z.number().int(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;

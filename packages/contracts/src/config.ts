/**
 * System configuration: the §9 defaults that the database is seeded with and the
 * public view of it that the home page and problem list read.
 */
import { z } from 'zod';
import { AiQuota } from './ai.ts';
import { SuccessStatus } from './envelope.ts';
import { IDE_ENTRIES_CEILING, IDE_FILE_BYTES_CEILING, IDE_PROJECT_BYTES_CEILING } from './ide.ts';

/**
 * A VIP package in the configuration. Money is integer fen (spec §9: price at least 0.01 yuan in
 * steps of 0.01, that is at least 1 fen); the answers show yuan (payment.ts yuanOf).
 */
const VipPackage = z.object({
  name: z.string().min(1).max(40),
  price_fen: z.number().int().min(1).max(100_000_000),
  days: z.number().int().min(1).max(3650),
  description: z.string().max(200),
  features: z.array(z.string().max(60)).max(10).default([]),
  recommended: z.boolean().default(false),
});
type VipPackage = z.infer<typeof VipPackage>;

/**
 * The rate limits an admin may tune (today's values are the defaults). Why each default:
 * - submit: 10 judgements a minute per user: a learner retrying after each verdict never hits it,
 *   a script flooding the queue soon does (admins are exempt: proving a bank submits in bursts);
 * - login_fail: wrong passwords for one account from one address per 10 minutes: a forgetful
 *   owner never hits it, a guesser soon does;
 * - login_fail_account: the account's failures from all addresses per hour; beyond it (three
 *   guessers' worth) it is under a spread-out attack and each address gets 3 instead;
 * - login_fail_ip: one address failing on many accounts (credential stuffing); a classroom
 *   behind one NAT mistyping still fits;
 * - login_ip: logins of any outcome from one address: bounds the key derivations (~60 ms of CPU
 *   each) one address can demand;
 * - register_ip: accounts created from one address; a classroom behind one NAT still fits;
 * - code_send_ip: reset-code mails from one address: each mail costs us and can annoy a stranger;
 * - code_check_ip: code checks from one address (each code also allows only five wrong tries);
 * - password_change: password changes by one account (each costs a key derivation);
 * - ide_export: IDE project exports (verilog_project.zip) by one user per minute: a learner keeps a
 *   copy now and then, while each export reads and compresses the whole project (up to 4 MiB), so
 *   a loop of them was the server's work for everyone else (issue 26, finding 5).
 * - class_join: tries of a class join code by one user per 10 minutes (issue 33): a student
 *   mistyping the code from the board a few times never hits it, while with codes of 50 random
 *   bits a guesser's 10 tries an account in 10 minutes find nothing (a guesser's accounts are
 *   themselves limited by register_ip).
 */
export const RATE_LIMIT_DEFAULTS = {
  submit: { limit: 10, window_seconds: 60 },
  login_fail: { limit: 10, window_seconds: 600 },
  login_fail_account: { limit: 30, window_seconds: 3600 },
  login_fail_ip: { limit: 50, window_seconds: 600 },
  login_ip: { limit: 200, window_seconds: 600 },
  register_ip: { limit: 30, window_seconds: 3600 },
  code_send_ip: { limit: 10, window_seconds: 3600 },
  code_check_ip: { limit: 30, window_seconds: 600 },
  password_change: { limit: 10, window_seconds: 600 },
  ide_export: { limit: 10, window_seconds: 60 },
  class_join: { limit: 10, window_seconds: 600 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export const RATE_LIMIT_LABELS: Record<RateLimitName, string> = {
  submit: '每个用户的提交次数',
  login_fail: '同一账号在同一地址的登录失败次数',
  login_fail_account: '同一账号的登录失败次数（所有地址）',
  login_fail_ip: '同一地址的登录失败次数（所有账号）',
  login_ip: '同一地址的登录次数',
  register_ip: '同一地址的注册次数',
  code_send_ip: '同一地址发送验证码的次数',
  code_check_ip: '同一地址校验验证码的次数',
  password_change: '同一账号修改密码的次数',
  ide_export: '每个用户导出 IDE 项目的次数',
  class_join: '每个用户输入班级码加入班级的次数',
};

const RateLimit = z.strictObject({
  limit: z.number({ error: '次数必须是整数' }).int('次数必须是整数').min(1, '次数至少为 1').max(1_000_000),
  /** Why at most a day: the table keeps a window's count only that long (housekeeping). */
  window_seconds: z
    .number({ error: '时间窗口必须是整数秒' })
    .int('时间窗口必须是整数秒')
    .min(1, '时间窗口至少 1 秒')
    .max(86_400, '时间窗口最长 1 天'),
});
/** Every limit by name; a name missing from a stored value takes its default. */
export const RateLimits = z.strictObject(
  Object.fromEntries(Object.entries(RATE_LIMIT_DEFAULTS).map(([name, rule]) => [name, RateLimit.default({ ...rule })])) as {
    [K in RateLimitName]: z.ZodDefault<typeof RateLimit>;
  },
);
export type RateLimits = z.infer<typeof RateLimits>;

/** DeepSeek's OpenAI-compatible API: the default AI provider (any compatible server works). */
const DEFAULT_AI_BASE_URL = 'https://api.deepseek.com';
const DEFAULT_AI_MODEL = 'deepseek-chat';

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
  /** The OpenAI-compatible chat API the AI assistance calls. */
  ai_base_url: z.url({ protocol: /^https?$/, error: 'AI 服务地址必须是 http(s) 网址' }),
  ai_model: z.string().trim().min(1, '模型名称不能为空').max(100),
  /** AI analyses a user may ask for each day (cached ones and rule analyses are free). */
  ai_daily_analyses: AiQuota,
  /** AI chat messages a user may send each day. */
  ai_daily_chats: AiQuota,
  alipay_app_id: z.string().trim().max(64),
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
  rate_limits: RateLimits,
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
  ai_base_url: DEFAULT_AI_BASE_URL,
  ai_model: DEFAULT_AI_MODEL,
  // Why these: an analysis or an answer costs a provider call (~1–2k tokens); a normal user gets a
  // taste every day, a paying one enough for a long evening of practice.
  ai_daily_analyses: { normal: 5, vip: 50 },
  ai_daily_chats: { normal: 20, vip: 200 },
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
  rate_limits: structuredClone(RATE_LIMIT_DEFAULTS) as RateLimits,
};

export const PublicConfigResponse = z.object({
  status: SuccessStatus,
  problem_limit: z.number().int(),
  total_problems: z.number().int(),
  ide_line_limit: z.number().int(),
  converter_line_limit: z.number().int(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;

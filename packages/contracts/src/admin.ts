/**
 * The admin panel's calls (spec §2 Admin panel, §4 Admin membership, §5 Admin config, §7 Admin):
 * users, problems, system configuration, the audit log and the judge queue. Bodies are strict:
 * a field the panel does not edit is never applied, and an unknown key is refused. A user row and
 * the configuration may come back as GET returned them: read-only fields sent unchanged and
 * masked secrets sent as shown change nothing.
 */
import { z } from 'zod';
import { SubmissionCounterexample } from './counterexample.ts';
import { AiQuota } from './ai.ts';
import { RateLimits, SystemConfig } from './config.ts';
import { SuccessStatus } from './envelope.ts';
import { JobKindName } from './jobs.ts';
import { MembershipType } from './membership.ts';
import { Difficulty } from './problem.ts';
import { text } from './validation.ts';

/** Why at most 100 a page: the tables stay one small query and one screen however many users there are. */
export const ADMIN_PAGE_SIZE_MAX = 100;

const Paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
};
const Search = text('搜索词').trim().max(64).default('');

export const AdminUserSort = z.enum(['id', 'username', 'email', 'created_at', 'vip_expiry_date']);
export const AdminUserListQuery = z.strictObject({
  ...Paging,
  /** Part of the user name or e-mail. */
  search: Search,
  sort: AdminUserSort.default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const AdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  /** A teacher may create classes and set assignments (issue 33). */
  is_teacher: z.boolean(),
  /** Membership in force now (an expired vip is not). */
  is_vip: z.boolean(),
  /** The stored tier, as the admin set it. */
  membership_type: MembershipType,
  vip_expiry_date: z.string().nullable(),
  created_at: z.string(),
  /** Edits name it: an edit made on an older version is refused (USER_CHANGED). */
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListResponse = z.object({
  status: SuccessStatus,
  users: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** An ISO 8601 date-time (the panel's datetime-local input, sent as an instant). */
const Instant = text('到期时间').refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), '到期时间格式不正确');

/**
 * The edit of a user (spec §7: PUT /admin/user/{id} "with the user fields"): the four editable
 * fields, and the row as GET /admin/user shows it may be sent back whole. Its read-only fields
 * (ADMIN_USER_READ_ONLY) are ignored when they equal what GET shows (before or after this edit:
 * `is_vip` follows the edited tier); a changed one is refused with its name
 * (commands/admin-users.ts). Any other key is still refused: a typo never passes as a no-op.
 */
export const AdminUserUpdate = z.strictObject({
  /** The version the admin saw: when sent, the edit applies only if nobody changed the user since. */
  version: z.number().int().min(1).optional(),
  is_admin: z.boolean().optional(),
  is_teacher: z.boolean().optional(),
  membership_type: MembershipType.optional(),
  /** null: none (a vip without one gets 30 days from now, spec §4). */
  vip_expiry_date: Instant.nullable().optional(),
  id: z.number().int().optional(),
  username: text('用户名').optional(),
  email: text('邮箱').nullable().optional(),
  is_vip: z.boolean().optional(),
  created_at: text('注册时间').optional(),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;
/** The fields of a user row an admin cannot change here, each with its name in a refusal. */
export const ADMIN_USER_READ_ONLY = {
  id: '用户编号',
  username: '用户名',
  email: '邮箱',
  is_vip: '当前是否会员',
  created_at: '注册时间',
} as const satisfies Partial<Record<keyof AdminUser, string>>;
export const AdminUserUpdated = z.object({ status: SuccessStatus, message: z.string(), user: AdminUser });

/** Spec §9: an admin setting vip without an expiry gives 30 days. */
export const ADMIN_VIP_DEFAULT_DAYS = 30;

export const AdminProblemListQuery = z.strictObject({
  ...Paging,
  /** Part of the title or slug, or an id. */
  search: Search,
  chapter: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const AdminProblem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Where its files came from: `<source>/<folder>` (the bank's problems/ or an imported pack). */
  folder_path: z.string(),
  source: z.string(),
  chapter: z.object({ number: z.number().int(), title: z.string() }),
  difficulty: Difficulty,
  tags: z.array(z.string()),
  pre_problems: z.array(z.number().int()),
  next_problems: z.array(z.number().int()),
  /** Fields an admin changed: they override the problem's files at every seed. */
  overridden: z.array(z.string()),
});
export type AdminProblem = z.infer<typeof AdminProblem>;

export const AdminProblemListResponse = z.object({
  status: SuccessStatus,
  problems: z.array(AdminProblem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  chapters: z.array(z.object({ number: z.number().int(), title: z.string() })),
});

const ProblemIds = z.array(z.number().int().min(1)).max(20);
export const AdminProblemUpdate = z.strictObject({
  title: text('标题').trim().min(1, '标题不能为空').max(100).optional(),
  difficulty: Difficulty.optional(),
  tags: z.array(text('标签').trim().min(1).max(20)).max(8).optional(),
  /** Problem ids (the panel edits them as comma-separated text); unknown ids, itself and cycles are refused. */
  pre_problems: ProblemIds.optional(),
  next_problems: ProblemIds.optional(),
});
export type AdminProblemUpdate = z.infer<typeof AdminProblemUpdate>;
export const AdminProblemUpdated = z.object({ status: SuccessStatus, message: z.string(), problem: AdminProblem });

export const ExportQuery = z.strictObject({
  /** One chapter's number; absent: the whole bank. */
  chapter: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** Secret settings: shown masked, replaced only when a new value is sent, never written to the audit log. */
export const SECRET_CONFIG_KEYS = ['deepseek_api_key', 'alipay_private_key', 'alipay_public_key'] as const;
export type SecretConfigKey = (typeof SECRET_CONFIG_KEYS)[number];

/** A package as the panel edits it: price in yuan (spec §5: at least 0.01, in steps of 0.01). */
const AdminVipPackage = z.strictObject({
  name: text('套餐名称').trim().min(1, '套餐名称不能为空').max(40),
  price: z
    .number({ error: '价格必须是数字' })
    .min(0.01, '价格至少为 0.01 元')
    .max(1_000_000, '价格过高')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '价格最小单位为 0.01 元'),
  days: z.number({ error: '天数必须是整数' }).int('天数必须是整数').min(1, '天数至少为 1').max(3650),
  description: text('套餐说明').max(200).default(''),
  features: z.array(text('套餐特点').trim().min(1).max(60)).max(10).default([]),
  recommended: z.boolean().default(false),
});

const limit = (label: string, max: number) =>
  z
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(1, `${label}至少为 1`)
    .max(max);

/** The settings an admin edits, as the panel shows them (secrets masked, prices in yuan). */
export const AdminConfig = z.object({
  problem_limit: z.number().int(),
  ide_line_limit: z.number().int(),
  converter_line_limit: z.number().int(),
  ide_max_entries: z.number().int(),
  ide_max_file_bytes: z.number().int(),
  ide_max_project_bytes: z.number().int(),
  deepseek_api_key: z.string(),
  ai_base_url: z.string(),
  ai_model: z.string(),
  ai_daily_analyses: AiQuota,
  ai_daily_chats: AiQuota,
  alipay_app_id: z.string(),
  alipay_private_key: z.string(),
  alipay_public_key: z.string(),
  alipay_gateway: z.string(),
  alipay_notify_url: z.string(),
  vip_packages: z.record(z.string(), AdminVipPackage),
  vip_order_timeout_minutes: z.number().int(),
  rate_limits: RateLimits,
});
export type AdminConfig = z.infer<typeof AdminConfig>;
export const AdminConfigResponse = z.object({ status: SuccessStatus, config: AdminConfig });

const shape = SystemConfig.shape;
/** A change of the configuration: only the keys sent change; every value checked as the form does. */
export const AdminConfigUpdate = z.strictObject({
  problem_limit: limit('题目数量限制', 100_000).optional(),
  ide_line_limit: limit('IDE 行数限制', 1_000_000).optional(),
  converter_line_limit: limit('转换器行数限制', 1_000_000).optional(),
  ide_max_entries: shape.ide_max_entries.optional(),
  ide_max_file_bytes: shape.ide_max_file_bytes.optional(),
  ide_max_project_bytes: shape.ide_max_project_bytes.optional(),
  /**
   * A secret is replaced by the value sent; '' removes it; its mask as GET shows it keeps it
   * (the configuration sent back whole, spec §7 "with the config").
   */
  deepseek_api_key: text('AI 服务密钥').trim().max(500).optional(),
  ai_base_url: text('AI 服务地址').pipe(shape.ai_base_url).optional(),
  ai_model: text('模型名称').pipe(shape.ai_model).optional(),
  ai_daily_analyses: AiQuota.optional(),
  ai_daily_chats: AiQuota.optional(),
  alipay_app_id: text('支付宝应用 ID').pipe(shape.alipay_app_id).optional(),
  alipay_private_key: text('支付宝应用私钥', { multiline: true }).trim().max(8000).optional(),
  alipay_public_key: text('支付宝公钥', { multiline: true }).trim().max(8000).optional(),
  alipay_gateway: text('支付宝网关').pipe(shape.alipay_gateway).optional(),
  alipay_notify_url: text('支付宝通知地址').pipe(shape.alipay_notify_url).optional(),
  vip_packages: z
    .record(z.string().regex(/^[a-z0-9_]{1,64}$/, '套餐编号只能包含小写字母、数字和下划线'), AdminVipPackage)
    .refine((p) => Object.keys(p).length >= 1, '至少保留一个会员套餐')
    .refine((p) => Object.keys(p).length <= 20, '会员套餐最多 20 个')
    .optional(),
  vip_order_timeout_minutes: shape.vip_order_timeout_minutes.optional(),
  rate_limits: RateLimits.optional(),
});
export type AdminConfigUpdate = z.infer<typeof AdminConfigUpdate>;

export const AUDIT_ACTIONS = {
  update_user: '修改用户',
  delete_user: '删除用户',
  update_problem: '修改题目',
  delete_problem: '删除题目',
  update_config: '修改系统配置',
  export_users: '导出会员信息',
  import_pack: '导入题目包',
  requeue_job: '重新排队任务',
} as const;
export const AuditAction = z.enum(Object.keys(AUDIT_ACTIONS) as [keyof typeof AUDIT_ACTIONS, ...(keyof typeof AUDIT_ACTIONS)[]]);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditQuery = z.strictObject({
  ...Paging,
  action: AuditAction.optional(),
  /** Part of the admin's name or of the target (e.g. `user:12`). */
  search: Search,
});
const AuditEntry = z.object({
  id: z.number().int(),
  admin: z.string(),
  action: AuditAction,
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  created_at: z.string(),
});
export const AuditResponse = z.object({
  status: SuccessStatus,
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** A worker is shown as alive when it claimed within this many seconds (claims long-poll for at most 25 s). */
export const WORKER_ALIVE_SECONDS = 60;

export const QueueResponse = z.object({
  status: SuccessStatus,
  workers: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      kinds: z.array(z.string()),
      last_seen_at: z.string(),
      alive: z.boolean(),
      jobs_done: z.number().int(),
    }),
  ),
  depth: z.array(z.object({ kind: JobKindName, queued: z.number().int(), running: z.number().int() })),
  oldest_waiting: z
    .object({ id: z.number().int(), kind: JobKindName, created_at: z.string(), waiting_seconds: z.number().int() })
    .nullable(),
  failed: z.array(
    z.object({
      id: z.number().int(),
      kind: JobKindName,
      error: z.string(),
      attempts: z.number().int(),
      submission_id: z.number().int().nullable(),
      username: z.string().nullable(),
      finished_at: z.string().nullable(),
      /** Only judgements are requeued: an IDE run's caller stopped waiting long ago. */
      requeueable: z.boolean(),
    }),
  ),
  /**
   * Weak testbenches (issue 32): passed submissions that the formal counterexample search proved
   * different from the reference — the problem's testbench missed the difference. Newest first, at
   * most WEAK_TESTBENCHES_SHOWN; never shown to the learner, whose submission stays accepted.
   */
  weak_testbenches: z.array(
    z.object({
      submission_id: z.number().int(),
      problem_id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      username: z.string(),
      found_at: z.string(),
      counterexample: SubmissionCounterexample,
    }),
  ),
});

/** Why 50: the view is a to-do list of problems to strengthen; more than a screenful waits for the first to be fixed. */
export const WEAK_TESTBENCHES_SHOWN = 50;

/** The message of each successful admin change (spec §8 Admin toasts). */
export const ADMIN_TEXT = {
  userUpdated: '用户信息更新成功',
  vipExpiryUpdated: 'VIP到期时间更新成功',
  userDeleted: '用户删除成功',
  problemUpdated: '题目信息更新成功',
  problemDeleted: '题目删除成功',
  configUpdated: '系统配置更新成功',
  jobRequeued: '任务已重新排队',
} as const;

/** The masked form of a stored secret: nothing when unset, else its last four characters. */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return `已设置（••••${value.slice(-4)}）`;
}

/** Whether `value` has the masked form: shown text, never a secret anyone would set. */
export function looksMasked(value: string): boolean {
  return /^已设置（••••[\s\S]{0,4}）$/u.test(value);
}

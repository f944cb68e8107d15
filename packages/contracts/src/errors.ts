/**
 * Error ids of the whole API. Clients switch on `code`, never on the message text;
 * the message is the Chinese sentence shown to the user (spec §5, §8).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { http: 400, message: '请求参数不正确' },
  UNKNOWN_FIELD: { http: 400, message: '请求包含未知字段' },
  BAD_JSON: { http: 400, message: '请求内容不是有效的 JSON' },
  BAD_ENCODING: { http: 400, message: '请求内容不是有效的 UTF-8 文本' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, message: '请求内容类型必须是 application/json' },
  PAYLOAD_TOO_LARGE: { http: 413, message: '请求内容过大' },
  NOT_LOGGED_IN: { http: 401, message: '请先登录' },
  FORBIDDEN: { http: 403, message: '没有权限执行此操作' },
  CSRF_REJECTED: { http: 403, message: '请求来源不受信任' },
  NOT_FOUND: { http: 404, message: '请求的资源不存在' },
  METHOD_NOT_ALLOWED: { http: 405, message: '不支持的请求方法' },
  RATE_LIMITED: { http: 429, message: '操作过于频繁，请稍后再试' },
  INVALID_CREDENTIALS: { http: 401, message: '用户名或密码错误' },
  USERNAME_TAKEN: { http: 409, message: '用户名已存在' },
  EMAIL_TAKEN: { http: 409, message: '邮箱已被注册' },
  USERNAME_UNCHANGED: { http: 400, message: '新用户名与当前用户名相同' },
  WRONG_CURRENT_PASSWORD: { http: 400, message: '当前密码不正确' },
  CODE_INVALID: { http: 400, message: '验证码错误或已过期' },
  CODE_TOO_MANY_ATTEMPTS: { http: 400, message: '验证码错误次数过多，请重新获取' },
  CODE_COOLDOWN: { http: 429, message: '验证码发送过于频繁，请稍后再试' },
  EMAIL_UNAVAILABLE: { http: 503, message: '邮件服务暂不可用，请稍后重试' },
  PROBLEM_NOT_FOUND: { http: 404, message: '题目不存在' },
  PROBLEM_LOCKED: { http: 403, message: '该题目仅对VIP会员开放，请升级VIP后再试' },
  NO_DRAFT: { http: 404, message: '没有找到保存的代码草稿' },
  SUBMISSION_NOT_FOUND: { http: 404, message: '提交记录不存在' },
  FILE_NOT_FOUND: { http: 404, message: '文件不存在' },
  FILE_EXISTS: { http: 409, message: '同名文件或文件夹已存在' },
  INVALID_FILE_PATH: { http: 400, message: '文件路径不正确' },
  NOT_A_FILE: { http: 400, message: '这是一个文件夹，不能作为文件打开或保存' },
  PROJECT_QUOTA_EXCEEDED: { http: 400, message: '超出项目空间限制' },
  TEMPLATE_NOT_FOUND: { http: 404, message: '模板不存在' },
  ORDER_NOT_FOUND: { http: 404, message: '订单不存在' },
  NO_VERILOG_FILES: { http: 400, message: '项目中没有可编译的 Verilog 文件（.v/.sv）' },
  TOP_MODULE_NOT_FOUND: { http: 400, message: '找不到顶层模块' },
  RUN_IN_PROGRESS: { http: 409, message: '已有一个编译或仿真正在进行，请等它结束后再试' },
  WORKERS_BUSY: { http: 503, message: '判题机繁忙，请稍后再试' },
  BAD_ARCHIVE: { http: 400, message: '不是有效或安全的 zip 文件' },
  WORKER_UNAUTHORIZED: { http: 401, message: '判题机令牌无效' },
  LEASE_LOST: { http: 409, message: '任务租约已失效' },
  JOB_KIND_MISMATCH: { http: 409, message: '上报的结果与任务类型不符' },
  USER_NOT_FOUND: { http: 404, message: '用户不存在' },
  USER_CHANGED: { http: 409, message: '该用户刚被其他管理员修改过，请刷新后再改' },
  CANNOT_DEMOTE_SELF: { http: 400, message: '不能取消自己的管理员权限' },
  CANNOT_DELETE_SELF: { http: 400, message: '不能删除自己的账号' },
  LAST_ADMIN: { http: 400, message: '至少要保留一位管理员' },
  PROBLEM_LINKS_INVALID: { http: 400, message: '前置题目或后续题目不正确' },
  JOB_NOT_FOUND: { http: 404, message: '任务不存在' },
  JOB_NOT_REQUEUEABLE: { http: 409, message: '只有失败的判题任务可以重新排队' },
  INTERNAL: { http: 500, message: '服务器内部错误，请稍后重试' },
} as const satisfies Record<string, { http: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

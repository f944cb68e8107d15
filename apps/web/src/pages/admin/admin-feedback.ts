/**
 * The admin panel's toasts (spec §8 Admin toasts), verbatim, and how a failure is worded: the
 * server's message first (it names what is wrong: a stale edit, the last admin, a bad price),
 * then the fixed text of the action.
 */
import { actionFailureText, failureText } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';

export const ADMIN_FAILURES = {
  listUsers: '获取用户列表失败',
  listProblems: '获取题目列表失败',
  updateUser: '更新用户信息失败',
  updateExpiry: '更新VIP到期时间失败',
  deleteUser: '删除用户失败',
  updateProblem: '更新题目信息失败',
  deleteProblem: '删除题目失败',
  loadConfig: '获取系统配置失败',
  updateConfig: '更新系统配置失败',
  loadAudit: '获取操作日志失败',
  loadQueue: '获取判题队列失败',
  requeue: '重新排队失败',
  importPack: '导入题目包失败',
} as const;

export const ADMIN_SUCCESSES = {
  exportUsers: '会员信息导出成功',
} as const;

/** Shows the failure of `action` as a toast. */
export function toastFailure(error: unknown, action: keyof typeof ADMIN_FAILURES): void {
  toast.error(actionFailureText(error, ADMIN_FAILURES[action]));
}

/** Spec §8: export failures read '导出失败: ' and the reason. */
export function toastExportFailure(error: unknown): void {
  toast.error(`导出失败: ${failureText(error, { failed: '服务器出错', requestFailed: '无法连接服务器' })}`);
}

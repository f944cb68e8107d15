/**
 * A valid request of every call of the call table that takes a body or a query, so a test can
 * change one thing (a field's characters, an extra field, a hostile parameter) and know that one
 * change is the only problem. Shared by the generated tests (http/text-fields.test.ts and the
 * attacker suite in http/attacks/); each of them fails when a new call has no example here.
 */
import type { ApiName } from '@veridojo/contracts';

/** A valid request of every call that takes a body or a query: the rule's violation is then the only problem. */
export const VALID: Partial<Record<ApiName, { body?: unknown; query?: Record<string, unknown> }>> = {
  login: { body: { username: 'someone', password: 'secret1' } },
  register: { body: { username: 'newcomer', password: 'secret1', email: 'newcomer@example.com' } },
  updateUsername: { body: { newUsername: 'renamed' } },
  updatePassword: { body: { currentPassword: 'secret1', newPassword: 'secret2' } },
  forgotPassword: { body: { email: 'someone@example.com' } },
  verifyCode: { body: { email: 'someone@example.com', code: '123456' } },
  resetPassword: { body: { email: 'someone@example.com', code: '123456', new_password: 'secret2' } },
  saveDraft: { body: { code: 'module TopModule;\nendmodule\n' } },
  submit: { body: { code: 'module TopModule;\nendmodule\n' } },
  submissionList: { query: { page: 1, page_size: 20 } },
  workerClaim: { body: { worker: 'w1', kinds: ['judge'], wait_ms: 0 } },
  workerHeartbeat: { body: { lease_token: 'no-such-lease' } },
  workerReport: {
    body: {
      lease_token: 'no-such-lease',
      kind: 'judge',
      result: {
        verdict: 'wrong_answer',
        mismatches: 1,
        samples: 20,
        output_mismatches: { out: 1 },
        first_mismatch: { time: 10, inputs: { in: '1' } },
        diagnostics: [{ file: 'TopModule.v', line: 1, column: null, severity: 'warning', text: 'note' }],
        log: 'Mismatches: 1 in 20 samples\n',
        waveform_gz: null,
        testbench: { caught: 1, total: 2, missed: ['复位'], reference_passed: true },
      },
    },
  },
  workerAttachment: { query: { lease_token: 'no-such-lease' } },
  workerFail: { body: { lease_token: 'no-such-lease', error: 'toolchain broken' } },
  importPack: { query: { name: 'pack' } },
  ideCreateFile: { body: { path: 'text_fields.v', type: 'file', content: 'module m;\nendmodule\n' } },
  ideSaveFile: { body: { content: 'module m;\nendmodule\n' } },
  ideRenameFile: { body: { new_name: 'renamed.v' } },
  ideImportFiles: { body: { files: [{ path: 'imported.v', content: 'module m;\nendmodule\n' }] } },
  ideCompile: { body: { top_module: 'test_bench', top_file: 'tb.v', timeout: 10 } },
  ideSimulate: { body: { top_module: 'test_bench', top_file: 'tb.v', timeout: 10 } },
  ideSynth: { body: { top_module: 'counter', top_file: 'counter.v' } },
  convert: { body: { files: [{ filename: 'a.v', content: 'module a;\nendmodule\n' }], top: 'a' } },
  validateVerilog: { body: { files: [{ filename: 'a.v', content: 'module a;\nendmodule\n' }] } },
  vipRecharge: { body: { package_id: 'vip_7days' } },
  alipayNotify: { body: { out_trade_no: 'VD0000000000000000000A', trade_status: 'TRADE_SUCCESS' } },
  vipOrders: { query: { page: 1, limit: 20 } },
  exportPack: { query: { chapter: 1 } },
  adminUsers: { query: { page: 1, search: 'someone' } },
  adminUpdateUser: { body: { version: 1, membership_type: 'vip', vip_expiry_date: '2030-01-01T00:00:00.000Z' } },
  adminProblems: { query: { page: 1, search: 'wire' } },
  adminUpdateProblem: { body: { title: '标题', tags: ['入门'] } },
  adminUpdateConfig: {
    body: {
      deepseek_api_key: 'sk-1',
      ai_base_url: 'https://api.deepseek.com',
      ai_model: 'deepseek-chat',
      alipay_app_id: '2021000000000000',
      alipay_private_key: 'private',
      alipay_public_key: 'public',
      alipay_gateway: 'https://openapi.alipay.com/gateway.do',
      alipay_notify_url: 'https://example.com/api/payment/alipay/notify',
      vip_packages: { key: { name: '月卡', price: 1, days: 1, description: '说明', features: ['特点'], recommended: false } },
    },
  },
  aiChat: {
    body: { message: '什么是锁存器？', context: 'verilog_ide', file: { name: 'a.v', content: 'module a;\nendmodule\n' }, output: 'ok' },
  },
  aiChatStream: {
    body: { message: '什么是锁存器？', context: 'verilog_ide', file: { name: 'a.v', content: 'module a;\nendmodule\n' }, output: 'ok' },
  },
  teacherCreateClass: { body: { name: '数字逻辑 1 班', term: '2026 春', description: '每周二下午上机' } },
  teacherUpdateClass: { body: { name: '数字逻辑 2 班', join_open: false } },
  teacherRemoveStudent: { body: { user_id: 1 } },
  teacherCreateAssignment: {
    body: {
      title: '第 1 周：组合逻辑',
      note: '先读题，再动手。',
      problem_ids: [1],
      opens_at: '2026-03-01T00:00:00.000Z',
      due_at: '2026-03-08T00:00:00.000Z',
      late_until: '2026-03-10T00:00:00.000Z',
      late_penalty_percent: 20,
    },
  },
  teacherUpdateAssignment: {
    body: {
      title: '第 1 周：组合逻辑',
      note: '先读题，再动手。',
      problem_ids: [1],
      opens_at: '2026-03-01T00:00:00.000Z',
      due_at: '2026-03-08T00:00:00.000Z',
      late_until: null,
      late_penalty_percent: 0,
    },
  },
  joinClass: { body: { code: 'ABCDE-FGHJK' } },
  similarityStart: { body: { problem_id: 1 } },
  similarityResult: { query: { problem_id: 1 } },
  similarityPair: { query: { problem_id: 1, a: 1, b: 2 } },
  similarityReview: { body: { problem_id: 1, user_a: 1, user_b: 2, reviewed: true } },
  adminAudit: { query: { page: 1, search: 'admin', action: 'update_user' } },
};

/**
 * The call table: every API call the platform serves, by method and path relative
 * to /api (spec §7). The server registers each call from its entry here; the web
 * client builds its requests from the same entries, so a path lives in one place.
 */
import type { z } from 'zod';
import { PublicConfigResponse } from './config.ts';
import { AckResponse, ClaimRequest, ClaimResponse, FailBody, HeartbeatResponse, LeaseBody, ReportBody } from './jobs.ts';
import {
  CodeBody,
  DraftResponse,
  DraftSaved,
  ImportQuery,
  ImportResponse,
  MAX_CODE_CHARS,
  PACK_ZIP_BYTES,
  ProblemDetail,
  ProblemListResponse,
  ProblemStatusResponse,
  SubmissionListQuery,
  SubmissionListResponse,
  SubmissionLogResponse,
  SubmissionResponse,
  SubmissionWaveformResponse,
  SubmitBody,
  SubmitHistoryResponse,
  SubmitResponse,
} from './judging.ts';
import { EnvironmentResponse, HealthResponse } from './system.ts';
import {
  CheckAuthResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  ProfileResponse,
  RegisterRequest,
  ResetPasswordRequest,
  StatusMessage,
  UpdatePasswordRequest,
  UpdateUsernameRequest,
  UserResult,
  VerifyCodeRequest,
} from './user.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The content types each body encoding is accepted as; any other type is a 415. */
export const BODY_MEDIA_TYPES = {
  json: ['application/json'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
} as const;

/** How a call's request body travels: its encoding and the most bytes the server reads. */
export interface BodyEncoding {
  type: keyof typeof BODY_MEDIA_TYPES;
  maxBytes: number;
}

/**
 * The limit of every call that does not declare its own: account calls, claims, heartbeats.
 * Why 16 KiB: the largest of them (a password reset: e-mail 254 + code 6 + password 128
 * characters, each at most 6 bytes once JSON-escaped) is under 3 KiB; the rest is headroom, and
 * a stranger cannot make the server read, parse and check megabytes for a login.
 */
export const SMALL_JSON_BYTES = 16 * 1024;
/**
 * Calls that carry source code. Why: MAX_CODE_CHARS UTF-16 units at up to 6 bytes each once
 * JSON-escaped (\uXXXX; a surrogate pair is 12 bytes for 2 units), plus 4 KiB for the rest.
 */
export const CODE_JSON_BYTES = MAX_CODE_CHARS * 6 + 4 * 1024;
/**
 * A worker's report. Why 12 MiB: the compressed waveform (at most 8 MiB of base64) plus the run
 * log (the jail keeps at most 2 × 256 KiB of output, up to 6 bytes a character once escaped)
 * and diagnostics. Only a caller holding the worker token gets its body read.
 */
export const WORKER_REPORT_BYTES = 12 * 1024 * 1024;

const SMALL_JSON: BodyEncoding = { type: 'json', maxBytes: SMALL_JSON_BYTES };

/** A call's body encoding: its declared one, else small JSON. */
export function bodyEncodingOf(call: ApiCall): BodyEncoding {
  return call.bodyEncoding ?? SMALL_JSON;
}

export interface ApiCall {
  method: HttpMethod;
  /** Path under /api, in Fastify's `:param` form. */
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType;
  /** Encoding and size limit of the request body; absent = JSON up to SMALL_JSON_BYTES. */
  bodyEncoding?: BodyEncoding;
  /** Query-string parameters, when the call takes any. */
  query?: z.ZodType;
  response: z.ZodType;
  /** Who may call it: everyone, a logged-in user, an admin, or a judge worker (bearer token). */
  access: 'public' | 'user' | 'admin' | 'worker';
}

const call = <T extends ApiCall>(c: T): T => c;

export const API = {
  login: call({
    method: 'POST',
    path: '/user/login',
    summary: '登录',
    tag: 'user',
    access: 'public',
    body: LoginRequest,
    response: UserResult,
  }),
  register: call({
    method: 'POST',
    path: '/user/register',
    summary: '注册',
    tag: 'user',
    access: 'public',
    body: RegisterRequest,
    response: UserResult,
  }),
  logout: call({ method: 'POST', path: '/user/logout', summary: '退出登录', tag: 'user', access: 'public', response: StatusMessage }),
  checkAuth: call({
    method: 'GET',
    path: '/user/check_auth',
    summary: '检查登录状态',
    tag: 'user',
    access: 'public',
    response: CheckAuthResponse,
  }),
  profile: call({ method: 'GET', path: '/user/profile', summary: '个人信息', tag: 'user', access: 'user', response: ProfileResponse }),
  updateUsername: call({
    method: 'POST',
    path: '/user/update_username',
    summary: '修改用户名',
    tag: 'user',
    access: 'user',
    body: UpdateUsernameRequest,
    response: UserResult,
  }),
  updatePassword: call({
    method: 'POST',
    path: '/user/update_password',
    summary: '修改密码',
    tag: 'user',
    access: 'user',
    body: UpdatePasswordRequest,
    response: StatusMessage,
  }),
  forgotPassword: call({
    method: 'POST',
    path: '/user/forgot-password',
    summary: '发送重置密码验证码',
    tag: 'user',
    access: 'public',
    body: ForgotPasswordRequest,
    response: ForgotPasswordResponse,
  }),
  verifyCode: call({
    method: 'POST',
    path: '/user/verify-code',
    summary: '校验验证码',
    tag: 'user',
    access: 'public',
    body: VerifyCodeRequest,
    response: StatusMessage,
  }),
  resetPassword: call({
    method: 'POST',
    path: '/user/reset-password',
    summary: '重置密码',
    tag: 'user',
    access: 'public',
    body: ResetPasswordRequest,
    response: StatusMessage,
  }),
  problemList: call({
    method: 'GET',
    path: '/problem/all',
    summary: '题目列表',
    tag: 'problem',
    access: 'public',
    response: ProblemListResponse,
  }),
  problemStatus: call({
    method: 'GET',
    path: '/problem/status',
    summary: '各题完成状态',
    tag: 'problem',
    access: 'user',
    response: ProblemStatusResponse,
  }),
  problemDetail: call({
    method: 'GET',
    path: '/problem/:id',
    summary: '题目详情',
    tag: 'problem',
    access: 'public',
    response: ProblemDetail,
  }),
  saveDraft: call({
    method: 'POST',
    path: '/problem/:id/save',
    summary: '保存草稿',
    tag: 'problem',
    access: 'user',
    body: CodeBody,
    bodyEncoding: { type: 'json', maxBytes: CODE_JSON_BYTES },
    response: DraftSaved,
  }),
  loadDraft: call({
    method: 'GET',
    path: '/problem/:id/load',
    summary: '读取草稿',
    tag: 'problem',
    access: 'user',
    response: DraftResponse,
  }),
  submit: call({
    method: 'POST',
    path: '/problem/:id/submit',
    summary: '提交代码',
    tag: 'problem',
    access: 'user',
    body: SubmitBody,
    bodyEncoding: { type: 'json', maxBytes: CODE_JSON_BYTES },
    response: SubmitResponse,
  }),
  submitHistory: call({
    method: 'GET',
    path: '/problem/:id/submit_history',
    summary: '提交历史',
    tag: 'problem',
    access: 'user',
    response: SubmitHistoryResponse,
  }),
  submissionList: call({
    method: 'GET',
    path: '/submission',
    summary: '我的提交（最新在前，分页）',
    tag: 'submission',
    access: 'user',
    query: SubmissionListQuery,
    response: SubmissionListResponse,
  }),
  submission: call({
    method: 'GET',
    path: '/submission/:id',
    summary: '提交结果',
    tag: 'submission',
    access: 'user',
    response: SubmissionResponse,
  }),
  submissionLog: call({
    method: 'GET',
    path: '/submission/:id/log',
    summary: '运行日志',
    tag: 'submission',
    access: 'user',
    response: SubmissionLogResponse,
  }),
  submissionWaveform: call({
    method: 'GET',
    path: '/submission/:id/waveform',
    summary: '波形',
    tag: 'submission',
    access: 'user',
    response: SubmissionWaveformResponse,
  }),
  workerClaim: call({
    method: 'POST',
    path: '/worker/claim',
    summary: '判题机领取任务（长轮询）',
    tag: 'worker',
    access: 'worker',
    body: ClaimRequest,
    response: ClaimResponse,
  }),
  workerHeartbeat: call({
    method: 'POST',
    path: '/worker/jobs/:id/heartbeat',
    summary: '续租',
    tag: 'worker',
    access: 'worker',
    body: LeaseBody,
    response: HeartbeatResponse,
  }),
  workerReport: call({
    method: 'POST',
    path: '/worker/jobs/:id/result',
    summary: '上报结果',
    tag: 'worker',
    access: 'worker',
    body: ReportBody,
    bodyEncoding: { type: 'json', maxBytes: WORKER_REPORT_BYTES },
    response: AckResponse,
  }),
  workerFail: call({
    method: 'POST',
    path: '/worker/jobs/:id/fail',
    summary: '上报执行失败',
    tag: 'worker',
    access: 'worker',
    body: FailBody,
    response: AckResponse,
  }),
  importPack: call({
    method: 'POST',
    path: '/admin/problems/import',
    summary: '导入题目包（zip；本平台格式或 VerilogEval）',
    tag: 'admin',
    access: 'admin',
    /** The pack itself is the body: a zip archive, not JSON. */
    bodyEncoding: { type: 'zip', maxBytes: PACK_ZIP_BYTES },
    query: ImportQuery,
    response: ImportResponse,
  }),
  problemConfig: call({
    method: 'GET',
    path: '/problem/config',
    summary: '公开配置',
    tag: 'problem',
    access: 'public',
    response: PublicConfigResponse,
  }),
  health: call({
    method: 'GET',
    path: '/system/health',
    summary: '健康检查（一次数据库往返）',
    tag: 'system',
    access: 'public',
    response: HealthResponse,
  }),
  environment: call({
    method: 'GET',
    path: '/system/environment',
    summary: '平台与工具链版本',
    tag: 'system',
    access: 'public',
    response: EnvironmentResponse,
  }),
} as const;

export type ApiName = keyof typeof API;
export type RequestOf<N extends ApiName> = (typeof API)[N] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ResponseOf<N extends ApiName> = z.output<(typeof API)[N]['response']>;

/** Fills `:param` placeholders of a call's path. */
export function pathOf(name: ApiName, params: Record<string, string | number> = {}): string {
  return API[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

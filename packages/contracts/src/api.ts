/**
 * The call table: every API call the platform serves, by method and path relative
 * to /api (spec §7). The server registers each call from its entry here — who may call it,
 * its path parameters, body encoding and limit, answer encoding and any error body of its
 * own — and the web client builds its requests from the same entries, so a path lives in
 * one place. Adding a call is one entry here plus its handler.
 */
import { z } from 'zod';
import {
  AdminConfigResponse,
  AdminConfigUpdate,
  AdminProblemListQuery,
  AdminProblemListResponse,
  AdminProblemUpdate,
  AdminProblemUpdated,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserUpdate,
  AdminUserUpdated,
  AuditQuery,
  AuditResponse,
  ExportQuery,
  QueueResponse,
} from './admin.ts';
import {
  AssignmentBody,
  AssignmentSaved,
  ClassCreate,
  ClassSaved,
  ClassUpdate,
  JoinClassBody,
  JoinedClass,
  MyClassesResponse,
  MyClassResponse,
  RemoveStudentBody,
  TeacherAssignmentResponse,
  TeacherClassDetail,
  TeacherClassListResponse,
} from './classes.ts';
import { AnalyzeResponse, CHAT_JSON_BYTES, ChatBody, ChatEvent, ChatResponse } from './ai.ts';
import type { ErrorCode } from './errors.ts';
import { PublicConfigResponse } from './config.ts';
import { CONVERTER_JSON_BYTES, ConverterBody, ConvertResponse, ValidateResponse } from './converter.ts';
import {
  AckResponse,
  ATTACHMENT_MAX_BYTES,
  ClaimRequest,
  ClaimResponse,
  FailBody,
  HeartbeatResponse,
  LeaseBody,
  ReportBody,
} from './jobs.ts';
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
import {
  IDE_FILE_JSON_BYTES,
  IDE_IMPORT_JSON_BYTES,
  IDE_ZIP_BYTES,
  IdeCreateBody,
  IdeCreated,
  IdeDeleted,
  IdeFileResponse,
  IdeFilesResponse,
  IdeImportBody,
  IdeImported,
  IdeRenameBody,
  IdeRenamed,
  IdeSaveBody,
  IdeSaved,
  RestrictedResponse,
  IdeRunBody,
  IdeRunResponse,
  IdeTemplateLoaded,
  IdeTemplateParams,
  IdeTemplatesResponse,
} from './ide.ts';
import {
  ALIPAY_NOTIFY_BYTES,
  AlipayNotifyAnswer,
  AlipayNotifyBody,
  CancelResponse,
  DemoConfirmResponse,
  DemoOrderResponse,
  OrderNumberParams,
  OrdersQuery,
  OrdersResponse,
  OrderStatusResponse,
  PackagesResponse,
  PaymentFailure,
  PaymentIssuesResponse,
  RechargeBody,
  RechargeResponse,
  VipInfoResponse,
} from './payment.ts';
import { GradebookResponse, GradebookSubmissionResponse } from './gradebook.ts';
import { EnvironmentResponse, HealthResponse, ReadyResponse } from './system.ts';
import {
  SimilarityPairCodes,
  SimilarityPairQuery,
  SimilarityProblemBody,
  SimilarityProblemQuery,
  SimilarityResponse,
  SimilarityReviewBody,
  SimilarityReviewed,
  SimilarityStarted,
} from './similarity.ts';
import { IdeSynthBody, IdeSynthResponse, SubmissionSynthResponse } from './synth.ts';
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

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The content types each body encoding is accepted as; any other type is a 415. */
export const BODY_MEDIA_TYPES = {
  json: ['application/json'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
  /** An HTML form's fields, read into an object of strings (Alipay's payment notify). */
  form: ['application/x-www-form-urlencoded'],
  /**
   * Bytes the handler reads as they arrive, never held whole (a worker's result attachment): the
   * limit is checked on the declared length and again on each chunk read.
   */
  stream: ['application/octet-stream'],
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
const CODE_JSON_BYTES = MAX_CODE_CHARS * 6 + 4 * 1024;
/**
 * A worker's report. Why 12 MiB: a judgement's compressed waveform (at most 8 MiB of base64) plus
 * the run log (the jail keeps at most 2 × 256 KiB of output, up to 6 bytes a character once
 * escaped) and diagnostics. Only a caller holding the worker token gets its body read. (An IDE
 * run's waveform is not in its report: it is uploaded before, as the job's attachment.)
 */
const WORKER_REPORT_BYTES = 12 * 1024 * 1024;

/**
 * The configuration form. Why 64 KiB: two PEM keys (~2 KiB each) and 20 packages of a few hundred
 * bytes are under 16 KiB; the rest is headroom for escaping.
 */
const ADMIN_CONFIG_JSON_BYTES = 64 * 1024;

/**
 * An assignment. Why 64 KiB: its Markdown note (ASSIGNMENT_NOTE_MAX characters, up to 6 bytes
 * each once JSON-escaped, is under 60 KiB) and at most 30 problem ids.
 */
const ASSIGNMENT_JSON_BYTES = 64 * 1024;

const SMALL_JSON: BodyEncoding = { type: 'json', maxBytes: SMALL_JSON_BYTES };

/** A call's body encoding: its declared one, else small JSON. */
export function bodyEncodingOf(call: ApiCall): BodyEncoding {
  return call.bodyEncoding ?? SMALL_JSON;
}

/**
 * Who may call: anyone ('public'; the handler still learns the visitor's user, if logged in), a
 * logged-in user (else 401 NOT_LOGGED_IN), an admin (else 401, or 403 FORBIDDEN for a user), a
 * teacher — a user an admin made one (else 401, or 403 NOT_TEACHER; being an admin does not make
 * one a teacher) —, a judge worker (the WORKER_TOKEN bearer, else 401 WORKER_UNAUTHORIZED), or
 * the operator's monitoring (the METRICS_TOKEN bearer). The server checks it before reading the
 * body. A teacher's call on a class is further limited to the teacher's own classes by its handler.
 */
export type Access = 'public' | 'user' | 'admin' | 'teacher' | 'worker' | 'operator';

/**
 * A call's path parameters: their schema (strings in, typed values out) and the error a value
 * outside it gets — the `not found` of what the path names, since a malformed id names nothing.
 */
export interface PathParams {
  schema: z.ZodObject;
  invalid: ErrorCode;
  /**
   * The one parameter that is a path of its own (an IDE file `a/b.v`): clients may send it
   * URL-encoded (`a%2Fb.v`, what pathOf does) or with raw slashes (`a/b.v`); the server folds the
   * raw form into the encoded one before routing.
   */
  slashes?: string;
}

/** Ids in paths: positive 32-bit integers (the database's `integer`); anything longer or non-numeric names nothing. */
const PathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** The `:id` parameter of a call, refused as `invalid` (its kind of not found) when it is no id. */
export function idParam(invalid: ErrorCode): PathParams & { schema: z.ZodObject<{ id: typeof PathId }> } {
  return { schema: z.object({ id: PathId }), invalid };
}

/**
 * The `:name` of the IDE's file calls: a path relative to the project root. Any string routes;
 * the workspace rule (idePathProblem) then answers a bad one with a sentence saying what is wrong.
 */
const filePathParam = {
  schema: z.object({ name: z.string() }),
  invalid: 'FILE_NOT_FOUND',
  slashes: 'name',
} as const satisfies PathParams;

/** The media types a file download may declare (the web client names the saved file from the table's default). */
type FileMediaType = 'application/zip' | 'text/csv; charset=utf-8';

/**
 * How a call's answer travels.
 * - `json` (the default): the `response` schema as JSON.
 * - `file`: a download — the bytes as `mediaType` with `Content-Disposition: attachment` naming
 *   `fileName` unless the handler names another; `response` describes the bytes for the
 *   OpenAPI document (`z.file()`).
 * - `sse`: server-sent events (text/event-stream), each event's `data:` the JSON of `response`;
 *   the handler checks what it must before the first event (an error then is the usual
 *   envelope), and returns the events as an async iterable (the AI chat's answer as it comes).
 */
type ResponseEncoding =
  | { type: 'json' }
  | { type: 'file'; mediaType: FileMediaType; fileName: string }
  | { type: 'sse' }
  /** Plain text (text/plain; charset=utf-8): the answer a third party reads as a word, such as Alipay's `success`. */
  | { type: 'text' };

export interface ApiCall {
  method: HttpMethod;
  /** Path under /api, in Fastify's `:param` form. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it; enforced by the server's route registration for every entry. */
  access: Access;
  /** The `:param` placeholders of `path`, when it has any. */
  params?: PathParams;
  body?: z.ZodType;
  /** Encoding and size limit of the request body; absent = JSON up to SMALL_JSON_BYTES. */
  bodyEncoding?: BodyEncoding;
  /** Query-string parameters, when the call takes any. */
  query?: z.ZodType;
  response: z.ZodType;
  /** Encoding of the answer; absent = JSON. */
  responseEncoding?: ResponseEncoding;
  /**
   * Error bodies of its own, by HTTP status, beside the error envelope (which every status may
   * still carry: a validation failure stays the envelope). For the spec's answers that are not the
   * envelope: the IDE's and converter's 400 `{ is_restricted, message }`, the payment calls'
   * `{ success: false, … }`. The handler throws `refuse(call, status, body)`.
   */
  errors?: { readonly [status: number]: z.ZodType };
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
    params: idParam('PROBLEM_NOT_FOUND'),
    response: ProblemDetail,
  }),
  saveDraft: call({
    method: 'POST',
    path: '/problem/:id/save',
    summary: '保存草稿',
    tag: 'problem',
    access: 'user',
    params: idParam('PROBLEM_NOT_FOUND'),
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
    params: idParam('PROBLEM_NOT_FOUND'),
    response: DraftResponse,
  }),
  submit: call({
    method: 'POST',
    path: '/problem/:id/submit',
    summary: '提交代码',
    tag: 'problem',
    access: 'user',
    params: idParam('PROBLEM_NOT_FOUND'),
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
    params: idParam('PROBLEM_NOT_FOUND'),
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
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: SubmissionResponse,
  }),
  submissionEvents: call({
    method: 'GET',
    path: '/submission/:id/events',
    summary: '提交结果推送（SSE：先发当前状态，状态变化时再发，判定后结束；每个事件与 GET /submission/:id 相同）',
    tag: 'submission',
    access: 'user',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: SubmissionResponse,
    responseEncoding: { type: 'sse' },
  }),
  submissionLog: call({
    method: 'GET',
    path: '/submission/:id/log',
    summary: '运行日志',
    tag: 'submission',
    access: 'user',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: SubmissionLogResponse,
  }),
  submissionWaveform: call({
    method: 'GET',
    path: '/submission/:id/waveform',
    summary: '波形',
    tag: 'submission',
    access: 'user',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: SubmissionWaveformResponse,
  }),
  submissionSynthesis: call({
    method: 'GET',
    path: '/submission/:id/synthesis',
    summary: '综合报告（判定后；题库题目附参考设计的数字，不含参考代码）',
    tag: 'submission',
    access: 'user',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: SubmissionSynthResponse,
  }),
  gradebook: call({
    method: 'GET',
    path: '/teacher/assignments/:id/gradebook',
    summary: '教师：作业成绩表（只限自己班级的作业；学生 × 题目，计分的提交、提交次数、首次通过时间、总分）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    response: GradebookResponse,
  }),
  gradebookExport: call({
    method: 'GET',
    path: '/teacher/assignments/:id/gradebook/export',
    summary: '教师：导出作业成绩（CSV，UTF-8 带 BOM，北京时间，每名学生一行）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    response: z.file().mime('text/csv'),
    responseEncoding: { type: 'file', mediaType: 'text/csv; charset=utf-8', fileName: 'gradebook.csv' },
  }),
  gradebookSubmission: call({
    method: 'GET',
    path: '/teacher/submissions/:id',
    summary: '教师：查看学生的提交（只读；本班学生在作业时间内对布置题目的提交，含代码与运行日志）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: GradebookSubmissionResponse,
  }),
  gradebookSubmissionWaveform: call({
    method: 'GET',
    path: '/teacher/submissions/:id/waveform',
    summary: '教师：学生提交的波形（只读，范围同上）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('SUBMISSION_NOT_FOUND'),
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
    params: idParam('NOT_FOUND'),
    body: LeaseBody,
    response: HeartbeatResponse,
  }),
  workerReport: call({
    method: 'POST',
    path: '/worker/jobs/:id/result',
    summary: '上报结果',
    tag: 'worker',
    access: 'worker',
    params: idParam('NOT_FOUND'),
    body: ReportBody,
    bodyEncoding: { type: 'json', maxBytes: WORKER_REPORT_BYTES },
    response: AckResponse,
  }),
  workerAttachment: call({
    method: 'PUT',
    path: '/worker/jobs/:id/attachment',
    summary: '上传结果附件（gzip 字节，在上报结果之前）',
    tag: 'worker',
    access: 'worker',
    params: idParam('NOT_FOUND'),
    /** The lease in the query: the body is the attachment's bytes. */
    query: LeaseBody,
    /** The largest any kind allows (JobKindDefinition.attachment); the job's own kind's limit is checked as well. */
    bodyEncoding: { type: 'stream', maxBytes: ATTACHMENT_MAX_BYTES },
    response: AckResponse,
  }),
  workerFail: call({
    method: 'POST',
    path: '/worker/jobs/:id/fail',
    summary: '上报执行失败',
    tag: 'worker',
    access: 'worker',
    params: idParam('NOT_FOUND'),
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
  exportPack: call({
    method: 'GET',
    path: '/admin/problems/export',
    summary: '导出题目包（zip）：全部题目，或 chapter 指定的一章',
    tag: 'admin',
    access: 'admin',
    query: ExportQuery,
    response: z.file().mime('application/zip'),
    responseEncoding: { type: 'file', mediaType: 'application/zip', fileName: 'veridojo_problems.zip' },
  }),
  ideFiles: call({
    method: 'GET',
    path: '/online/files',
    summary: 'IDE 项目文件树（含大小）',
    tag: 'online',
    access: 'user',
    response: IdeFilesResponse,
  }),
  ideCreateFile: call({
    method: 'POST',
    path: '/online/files',
    summary: '新建文件或文件夹',
    tag: 'online',
    access: 'user',
    body: IdeCreateBody,
    bodyEncoding: { type: 'json', maxBytes: IDE_FILE_JSON_BYTES },
    response: IdeCreated,
    errors: { 400: RestrictedResponse },
  }),
  ideReadFile: call({
    method: 'GET',
    path: '/online/files/:name',
    summary: '读取文件内容（name 为相对项目根目录的路径）',
    tag: 'online',
    access: 'user',
    params: filePathParam,
    response: IdeFileResponse,
  }),
  ideSaveFile: call({
    method: 'PUT',
    path: '/online/files/:name',
    summary: '保存文件',
    tag: 'online',
    access: 'user',
    params: filePathParam,
    body: IdeSaveBody,
    bodyEncoding: { type: 'json', maxBytes: IDE_FILE_JSON_BYTES },
    response: IdeSaved,
    errors: { 400: RestrictedResponse },
  }),
  ideDeleteFile: call({
    method: 'DELETE',
    path: '/online/files/:name',
    summary: '删除文件或文件夹（连同其内容）',
    tag: 'online',
    access: 'user',
    params: filePathParam,
    response: IdeDeleted,
  }),
  ideRenameFile: call({
    method: 'PUT',
    path: '/online/files/:name/rename',
    summary: '重命名或移动文件、文件夹',
    tag: 'online',
    access: 'user',
    params: filePathParam,
    body: IdeRenameBody,
    response: IdeRenamed,
    errors: { 400: RestrictedResponse },
  }),
  ideImportFiles: call({
    method: 'POST',
    path: '/online/import',
    summary: '导入文件（可多个；与保存相同的检查）',
    tag: 'online',
    access: 'user',
    body: IdeImportBody,
    bodyEncoding: { type: 'json', maxBytes: IDE_IMPORT_JSON_BYTES },
    response: IdeImported,
    errors: { 400: RestrictedResponse },
  }),
  ideImportZip: call({
    method: 'POST',
    path: '/online/import/zip',
    summary: '导入项目压缩包（verilog_project.zip）',
    tag: 'online',
    access: 'user',
    bodyEncoding: { type: 'zip', maxBytes: IDE_ZIP_BYTES },
    response: IdeImported,
    errors: { 400: RestrictedResponse },
  }),
  ideExport: call({
    method: 'GET',
    path: '/online/export',
    summary: '导出项目为 verilog_project.zip',
    tag: 'online',
    access: 'user',
    response: z.file().mime('application/zip'),
    responseEncoding: { type: 'file', mediaType: 'application/zip', fileName: 'verilog_project.zip' },
  }),
  ideCompile: call({
    method: 'POST',
    path: '/online/compile',
    summary: '编译项目并做代码检查（Verilator lint）',
    tag: 'online',
    access: 'user',
    body: IdeRunBody,
    response: IdeRunResponse,
    errors: { 400: RestrictedResponse },
  }),
  ideSimulate: call({
    method: 'POST',
    path: '/online/simulate',
    summary: '以测试平台为顶层仿真项目，返回日志和 VCD 波形',
    tag: 'online',
    access: 'user',
    body: IdeRunBody,
    response: IdeRunResponse,
    errors: { 400: RestrictedResponse },
  }),
  ideSynth: call({
    method: 'POST',
    path: '/online/synth',
    summary: '综合项目中的设计（Yosys，通用单元库）：单元、触发器、锁存器、组合环路、最长组合路径，及网表',
    tag: 'online',
    access: 'user',
    body: IdeSynthBody,
    response: IdeSynthResponse,
    errors: { 400: RestrictedResponse },
  }),
  ideTemplates: call({
    method: 'GET',
    path: '/online/templates',
    summary: '项目模板列表（含文件内容）',
    tag: 'online',
    access: 'user',
    response: IdeTemplatesResponse,
  }),
  ideLoadTemplate: call({
    method: 'POST',
    path: '/online/templates/:name',
    summary: '把模板载入项目（放在以模板命名的新文件夹里）',
    tag: 'online',
    access: 'user',
    params: { schema: IdeTemplateParams, invalid: 'TEMPLATE_NOT_FOUND' },
    response: IdeTemplateLoaded,
    errors: { 400: RestrictedResponse },
  }),
  convert: call({
    method: 'POST',
    path: '/verilog-converter/convert',
    summary: 'Verilog 转 VHDL（结果经 GHDL 分析和联合仿真验证等价）',
    tag: 'converter',
    access: 'user',
    body: ConverterBody,
    bodyEncoding: { type: 'json', maxBytes: CONVERTER_JSON_BYTES },
    response: ConvertResponse,
    errors: { 400: RestrictedResponse },
  }),
  validateVerilog: call({
    method: 'POST',
    path: '/verilog-converter/validate',
    summary: 'Verilog 语法检查（Icarus 编译 + Verilator lint）',
    tag: 'converter',
    access: 'user',
    body: ConverterBody,
    bodyEncoding: { type: 'json', maxBytes: CONVERTER_JSON_BYTES },
    response: ValidateResponse,
    errors: { 400: RestrictedResponse },
  }),
  vipPackages: call({
    method: 'GET',
    path: '/payment/vip/packages',
    summary: 'VIP 套餐（最短的一个即首页的价格）',
    tag: 'payment',
    access: 'public',
    response: PackagesResponse,
  }),
  vipRecharge: call({
    method: 'POST',
    path: '/payment/vip/recharge',
    summary: '创建 VIP 订单（每人同时只有一个待支付订单）',
    tag: 'payment',
    access: 'user',
    body: RechargeBody,
    response: RechargeResponse,
    errors: { 400: PaymentFailure, 409: PaymentFailure, 503: PaymentFailure },
  }),
  vipOrderStatus: call({
    method: 'GET',
    path: '/payment/vip/status/:id',
    summary: '查询订单状态',
    tag: 'payment',
    access: 'user',
    params: idParam('ORDER_NOT_FOUND'),
    response: OrderStatusResponse,
    errors: { 404: PaymentFailure },
  }),
  vipCancel: call({
    method: 'POST',
    path: '/payment/vip/cancel/:id',
    summary: '取消待支付的订单',
    tag: 'payment',
    access: 'user',
    params: idParam('ORDER_NOT_FOUND'),
    response: CancelResponse,
    // 503: the provider could not be asked first, and an order that may be paid there is not closed here.
    errors: { 400: PaymentFailure, 404: PaymentFailure, 503: PaymentFailure },
  }),
  vipOrders: call({
    method: 'GET',
    path: '/payment/vip/orders',
    summary: '我的订单（分页）',
    tag: 'payment',
    access: 'user',
    query: OrdersQuery,
    response: OrdersResponse,
  }),
  vipInfo: call({
    method: 'GET',
    path: '/payment/vip/info',
    summary: '当前会员状态',
    tag: 'payment',
    access: 'user',
    response: VipInfoResponse,
  }),
  alipayNotify: call({
    method: 'POST',
    path: '/payment/alipay/notify',
    summary: '支付宝异步通知（验签、核对应用、订单与金额后入账；处理完才回答 success）',
    tag: 'payment',
    access: 'public',
    body: AlipayNotifyBody,
    bodyEncoding: { type: 'form', maxBytes: ALIPAY_NOTIFY_BYTES },
    response: AlipayNotifyAnswer,
    responseEncoding: { type: 'text' },
  }),
  aiAnalyze: call({
    method: 'GET',
    path: '/ai/analyze/:id',
    summary: 'AI 分析自己的一次提交（没有配置 AI 或 AI 不可用时给出规则分析）',
    tag: 'ai',
    access: 'user',
    params: idParam('SUBMISSION_NOT_FOUND'),
    response: AnalyzeResponse,
  }),
  aiChat: call({
    method: 'POST',
    path: '/ai/chat',
    summary: 'IDE 的 AI 助手：一问一答',
    tag: 'ai',
    access: 'user',
    body: ChatBody,
    bodyEncoding: { type: 'json', maxBytes: CHAT_JSON_BYTES },
    response: ChatResponse,
  }),
  aiChatStream: call({
    method: 'POST',
    path: '/ai/chat/stream',
    summary: 'IDE 的 AI 助手：边生成边返回（server-sent events）',
    tag: 'ai',
    access: 'user',
    body: ChatBody,
    bodyEncoding: { type: 'json', maxBytes: CHAT_JSON_BYTES },
    response: ChatEvent,
    responseEncoding: { type: 'sse' },
  }),
  aiChatClear: call({
    method: 'DELETE',
    path: '/ai/chat',
    summary: '清空本次登录的 AI 对话',
    tag: 'ai',
    access: 'user',
    response: StatusMessage,
  }),
  adminUsers: call({
    method: 'GET',
    path: '/admin/user',
    summary: '用户列表（分页，按用户名或邮箱搜索，可排序）',
    tag: 'admin',
    access: 'admin',
    query: AdminUserListQuery,
    response: AdminUserListResponse,
  }),
  adminUpdateUser: call({
    method: 'PUT',
    path: '/admin/user/:id',
    summary: '修改用户的管理员权限、教师权限、会员类型与到期时间（带版本号，防止覆盖其他管理员的修改）',
    tag: 'admin',
    access: 'admin',
    params: idParam('USER_NOT_FOUND'),
    body: AdminUserUpdate,
    response: AdminUserUpdated,
  }),
  adminDeleteUser: call({
    method: 'DELETE',
    path: '/admin/user/:id',
    summary: '删除用户（立即退出登录；提交记录与订单匿名保留）',
    tag: 'admin',
    access: 'admin',
    params: idParam('USER_NOT_FOUND'),
    response: StatusMessage,
  }),
  adminExportUsers: call({
    method: 'GET',
    path: '/admin/export/users',
    summary: '导出会员信息（CSV，UTF-8 带 BOM，逐批写出）',
    tag: 'admin',
    access: 'admin',
    response: z.file().mime('text/csv'),
    responseEncoding: { type: 'file', mediaType: 'text/csv; charset=utf-8', fileName: 'members_export.csv' },
  }),
  adminProblems: call({
    method: 'GET',
    path: '/admin/problem',
    summary: '题目列表（分页，可按章节筛选、按标题或编号搜索）',
    tag: 'admin',
    access: 'admin',
    query: AdminProblemListQuery,
    response: AdminProblemListResponse,
  }),
  adminUpdateProblem: call({
    method: 'PUT',
    path: '/admin/problem/:id',
    summary: '修改题目的标题、难度、标签与学习路径（重新导入题库后仍保留）',
    tag: 'admin',
    access: 'admin',
    params: idParam('PROBLEM_NOT_FOUND'),
    body: AdminProblemUpdate,
    response: AdminProblemUpdated,
  }),
  adminDeleteProblem: call({
    method: 'DELETE',
    path: '/admin/problem/:id',
    summary: '删除题目（对用户隐藏，提交记录保留；重新导入题库后仍保持删除）',
    tag: 'admin',
    access: 'admin',
    params: idParam('PROBLEM_NOT_FOUND'),
    response: StatusMessage,
  }),
  adminConfig: call({
    method: 'GET',
    path: '/admin/config',
    summary: '系统配置（密钥只显示是否已设置）',
    tag: 'admin',
    access: 'admin',
    response: AdminConfigResponse,
  }),
  adminUpdateConfig: call({
    method: 'PUT',
    path: '/admin/config',
    summary: '修改系统配置（只改发送的项；立即对所有服务进程生效）',
    tag: 'admin',
    access: 'admin',
    body: AdminConfigUpdate,
    bodyEncoding: { type: 'json', maxBytes: ADMIN_CONFIG_JSON_BYTES },
    response: AdminConfigResponse,
  }),
  // The similarity check (issue 33): teachers only, and only of their own classes' assignments (commands/class-access.ts).
  similarityStart: call({
    method: 'POST',
    path: '/teacher/assignments/:id/similarity',
    summary: '教师：对作业中的一道题查重（比较班级学生最近一次通过的提交；已在进行时返回进行中的那次）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    body: SimilarityProblemBody,
    response: SimilarityStarted,
  }),
  similarityResult: call({
    method: 'GET',
    path: '/teacher/assignments/:id/similarity',
    summary: '教师：作业中一道题最近一次查重的结果：相似的学生对（相似度从高到低）与“已查看”标记',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    query: SimilarityProblemQuery,
    response: SimilarityResponse,
  }),
  similarityPair: call({
    method: 'GET',
    path: '/teacher/assignments/:id/similarity/pair',
    summary: '教师：最近一次查重列出的一对提交的双方代码（并排对比）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    query: SimilarityPairQuery,
    response: SimilarityPairCodes,
  }),
  similarityReview: call({
    method: 'PUT',
    path: '/teacher/assignments/:id/similarity/review',
    summary: '教师：把一对学生标记为已查看，或取消标记',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    body: SimilarityReviewBody,
    response: SimilarityReviewed,
  }),
  adminAudit: call({
    method: 'GET',
    path: '/admin/audit',
    summary: '操作日志（谁、何时、改了什么、从哪个地址）',
    tag: 'admin',
    access: 'admin',
    query: AuditQuery,
    response: AuditResponse,
  }),
  adminQueue: call({
    method: 'GET',
    path: '/admin/queue',
    summary: '判题队列：判题机、各类任务的排队数、最早的等待任务、最近失败的任务',
    tag: 'admin',
    access: 'admin',
    response: QueueResponse,
  }),
  adminRequeueJob: call({
    method: 'POST',
    path: '/admin/queue/jobs/:id/requeue',
    summary: '把失败的判题任务重新排队',
    tag: 'admin',
    access: 'admin',
    params: idParam('JOB_NOT_FOUND'),
    response: StatusMessage,
  }),
  adminPaymentIssues: call({
    method: 'GET',
    path: '/admin/payments/issues',
    summary: '未能入账的付款（订单关闭后到账、金额不符），供管理员退款或核查',
    tag: 'admin',
    access: 'admin',
    response: PaymentIssuesResponse,
  }),
  demoPaymentOrder: call({
    method: 'GET',
    path: '/payment/demo/orders/:orderNumber',
    summary: '演示支付：确认页读取订单（没有配置支付宝时；生产环境不可用）',
    tag: 'payment',
    access: 'public',
    params: { schema: OrderNumberParams, invalid: 'ORDER_NOT_FOUND' },
    response: DemoOrderResponse,
    errors: { 403: PaymentFailure, 404: PaymentFailure },
  }),
  demoPaymentConfirm: call({
    method: 'POST',
    path: '/payment/demo/orders/:orderNumber/confirm',
    summary: '演示支付：确认付款（与已验证的支付通知走同一条入账路径，没有真实扣款）',
    tag: 'payment',
    access: 'public',
    params: { schema: OrderNumberParams, invalid: 'ORDER_NOT_FOUND' },
    response: DemoConfirmResponse,
    errors: { 403: PaymentFailure, 404: PaymentFailure, 409: PaymentFailure },
  }),
  teacherClasses: call({
    method: 'GET',
    path: '/teacher/classes',
    summary: '教师：我的班级（未删除的，最新在前）',
    tag: 'classes',
    access: 'teacher',
    response: TeacherClassListResponse,
  }),
  teacherCreateClass: call({
    method: 'POST',
    path: '/teacher/classes',
    summary: '教师：创建班级（自动生成班级码）',
    tag: 'classes',
    access: 'teacher',
    body: ClassCreate,
    response: ClassSaved,
  }),
  teacherClass: call({
    method: 'GET',
    path: '/teacher/classes/:id',
    summary: '教师：班级详情、学生名单与作业列表（只限自己的班级）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    response: TeacherClassDetail,
  }),
  teacherUpdateClass: call({
    method: 'PUT',
    path: '/teacher/classes/:id',
    summary: '教师：修改班级名称、学期、介绍，开放或关闭班级码（只改发送的项）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    body: ClassUpdate,
    response: ClassSaved,
  }),
  teacherDeleteClass: call({
    method: 'DELETE',
    path: '/teacher/classes/:id',
    summary: '教师：删除班级（对所有人隐藏，学生的提交记录保留）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    response: StatusMessage,
  }),
  teacherRenewJoinCode: call({
    method: 'POST',
    path: '/teacher/classes/:id/join-code',
    summary: '教师：重新生成班级码（旧的班级码随即失效）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    response: ClassSaved,
  }),
  teacherRemoveStudent: call({
    method: 'POST',
    path: '/teacher/classes/:id/remove-student',
    summary: '教师：把学生移出班级（其提交记录保留）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    body: RemoveStudentBody,
    response: StatusMessage,
  }),
  teacherCreateAssignment: call({
    method: 'POST',
    path: '/teacher/classes/:id/assignments',
    summary: '教师：在班级中布置作业（题库题目按顺序，开始、截止与迟交时间）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('CLASS_NOT_FOUND'),
    body: AssignmentBody,
    bodyEncoding: { type: 'json', maxBytes: ASSIGNMENT_JSON_BYTES },
    response: AssignmentSaved,
  }),
  teacherAssignment: call({
    method: 'GET',
    path: '/teacher/assignments/:id',
    summary: '教师：作业详情（只限自己班级的作业）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    response: TeacherAssignmentResponse,
  }),
  teacherUpdateAssignment: call({
    method: 'PUT',
    path: '/teacher/assignments/:id',
    summary: '教师：修改作业（整份发送；开始后增删题目，保留的题目的成绩不变）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    body: AssignmentBody,
    bodyEncoding: { type: 'json', maxBytes: ASSIGNMENT_JSON_BYTES },
    response: AssignmentSaved,
  }),
  teacherDeleteAssignment: call({
    method: 'DELETE',
    path: '/teacher/assignments/:id',
    summary: '教师：删除作业（学生的提交记录保留）',
    tag: 'classes',
    access: 'teacher',
    params: idParam('ASSIGNMENT_NOT_FOUND'),
    response: StatusMessage,
  }),
  myClasses: call({
    method: 'GET',
    path: '/user/classes',
    summary: '我加入的班级，及各作业中每道题的完成情况与剩余时间',
    tag: 'classes',
    access: 'user',
    response: MyClassesResponse,
  }),
  joinClass: call({
    method: 'POST',
    path: '/user/classes/join',
    summary: '用班级码加入班级（限制频率）',
    tag: 'classes',
    access: 'user',
    body: JoinClassBody,
    response: JoinedClass,
  }),
  myClass: call({
    method: 'GET',
    path: '/user/classes/:id',
    summary: '我加入的一个班级：作业与每道题的完成情况',
    tag: 'classes',
    access: 'user',
    params: idParam('CLASS_NOT_FOUND'),
    response: MyClassResponse,
  }),
  leaveClass: call({
    method: 'POST',
    path: '/user/classes/:id/leave',
    summary: '退出班级（提交记录保留）',
    tag: 'classes',
    access: 'user',
    params: idParam('CLASS_NOT_FOUND'),
    response: StatusMessage,
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
  ready: call({
    method: 'GET',
    path: '/system/ready',
    summary: '就绪检查（数据库可达、迁移已完成、有在线判题机；否则 503 NOT_READY）',
    tag: 'system',
    access: 'public',
    response: ReadyResponse,
  }),
  metrics: call({
    method: 'GET',
    path: '/system/metrics',
    summary: '运行指标（Prometheus 文本格式；需运维令牌 METRICS_TOKEN）',
    tag: 'system',
    access: 'operator',
    response: z.string(),
    responseEncoding: { type: 'text' },
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
/** A call's path parameters as a client fills them (numbers or strings), or undefined when it has none. */
export type ParamsOf<N extends ApiName> = (typeof API)[N] extends { params: { schema: infer S extends z.ZodObject } }
  ? { [K in keyof z.input<S>]: string | number }
  : undefined;
/** The query string a client sends, or undefined when the call takes none. */
export type QueryOf<N extends ApiName> = (typeof API)[N] extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/** The encoding of a call's answer: its declared one, else JSON. */
export function responseEncodingOf(call: ApiCall): ResponseEncoding {
  return call.responseEncoding ?? { type: 'json' };
}

type NamesWhere<Shape> = { [N in ApiName]: (typeof API)[N] extends Shape ? N : never }[ApiName];
/** Calls answered with a file download. */
export type DownloadName = NamesWhere<{ responseEncoding: { type: 'file' } }>;
/** Calls whose body is a file (an upload), not JSON. */
export type UploadName = NamesWhere<{ bodyEncoding: { type: 'zip' } }>;
/** Calls a third party makes (a form body, a text answer): never the web client's. */
type ThirdPartyName = NamesWhere<{ bodyEncoding: { type: 'form' } }>;
/** Calls answered with server-sent events (each event one `response`). */
export type StreamName = NamesWhere<{ responseEncoding: { type: 'sse' } }>;
/** Calls that send and answer JSON: everything else. */
export type JsonCallName = Exclude<ApiName, DownloadName | UploadName | ThirdPartyName | StreamName>;

/** Fills `:param` placeholders of a call's path. */
export function pathOf(name: ApiName, params: Record<string, string | number> = {}): string {
  return API[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

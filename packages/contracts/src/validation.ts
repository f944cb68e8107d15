/**
 * Field rules shared by the browser forms and the server, with the spec's Chinese texts (§5).
 * Each limit says why it exists.
 */
import { z } from 'zod';

const USERNAME_MIN = 3;
/** Long enough for a real name in Chinese or Latin script, short enough for the navigation bar. */
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_\-\u3400-\u4dbf\u4e00-\u9fff]+$/u;
export const PASSWORD_MIN = 6;
/** Bounds the work the key-derivation function does for one request. */
const PASSWORD_MAX = 128;
/** RFC 5321 limits a forward path to 254 characters. */
const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_CODE_LENGTH = 6;

/**
 * The one character rule of the contract. Text fields refuse control characters (Unicode Cc:
 * C0, DEL and C1) and lone UTF-16 surrogates; multi-line fields (source code, a worker's error
 * text) keep tab, newline and carriage return. Why: PostgreSQL text cannot hold NUL (a NUL in a
 * login name was a 500), a lone surrogate cannot be stored as UTF-8, invisible characters make
 * look-alike names, and Icarus ends tokens at control characters where a scanner would not.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/gu;
/** What a multi-line field keeps of the control characters. */
const LINE_CONTROLS = new Set(['\t', '\n', '\r']);

function hex(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character a text field may not hold, as a Chinese sentence about `subject`, or null. */
export function textProblem(value: string, subject: string, multiline = false): string | null {
  let code: number | undefined;
  for (const [found] of value.matchAll(FORBIDDEN)) {
    if (multiline && LINE_CONTROLS.has(found)) continue;
    code = found.charCodeAt(0);
    break;
  }
  if (code === undefined) return null;
  if (code === 0) return `${subject}中含有空字符（NUL），请删除后再试`;
  if (code >= 0xd800 && code <= 0xdfff) return `${subject}中含有无效的 Unicode 字符（孤立的代理项 ${hex(code)}），请删除后再试`;
  return `${subject}中含有控制字符 ${hex(code)}，请删除后再试`;
}

/**
 * `value` with every character the rule refuses replaced by U+FFFD: for a client relaying text
 * it did not write (a worker's error report quoting a tool's coloured stderr).
 */
export function cleanText(value: string, multiline = false): string {
  return value.replace(FORBIDDEN, (found) => (multiline && LINE_CONTROLS.has(found) ? found : '\uFFFD'));
}

/**
 * A string field under the character rule. The rule runs first and stops there, so the answer
 * names the character rather than a length or pattern the character happened to break.
 */
export function text(subject: string, options: { multiline?: boolean; error?: string } = {}) {
  return z.string(options.error === undefined ? undefined : { error: options.error }).superRefine((value, ctx) => {
    const problem = textProblem(value, subject, options.multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
  });
}

/**
 * Text a judged program or its compiler printed, relayed by a worker (the run log, diagnostics).
 * Exempt from the character rule: a design may print any byte ($display("%c", 8)), and refusing
 * the report would leave the learner's own submission unjudgeable. The server cleans NUL
 * before storing it. Schemas registered here are the only strings of a request without the rule.
 */
export const programOutput = z.registry<{ why: string }>();
export const ProgramOutput = z.string().register(programOutput, { why: 'output of a judged program, relayed by a worker' });

export const MSG = {
  usernameRequired: '请输入用户名',
  usernameLength: `用户名长度应为${USERNAME_MIN}到${USERNAME_MAX}个字符`,
  usernameChars: '用户名只能包含字母、数字、下划线、连字符和汉字',
  passwordRequired: '请输入密码',
  passwordMin: '密码长度至少为6位',
  passwordMax: `密码长度不能超过${PASSWORD_MAX}位`,
  passwordMismatch: '两次输入的密码不一致',
  emailInvalid: '邮箱格式不正确',
  codeLength: '请输入6位验证码',
  newUsernameRequired: '请填写新用户名',
  allFieldsRequired: '请填写所有必填字段',
  newPasswordMismatch: '两次输入的新密码不一致',
} as const;

/** Returns the first problem with a user name, or null when it is acceptable. */
export function usernameProblem(name: string): string | null {
  if (name.length === 0) return MSG.usernameRequired;
  const length = [...name].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return MSG.usernameLength;
  if (!USERNAME_PATTERN.test(name)) return MSG.usernameChars;
  return null;
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

export const Username = text('用户名', { error: MSG.usernameRequired }).superRefine((value, ctx) => {
  const problem = usernameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being set: checked for length. */
export const NewPassword = text('密码', { error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/** A password being presented: only required and bounded. */
export const PresentedPassword = text('密码', { error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(PASSWORD_MAX, MSG.passwordMax);

export const Email = text('邮箱', { error: MSG.emailInvalid }).trim().refine(isEmail, MSG.emailInvalid);

export const EmailCode = text('验证码', { error: MSG.codeLength }).regex(/^\d{6}$/, MSG.codeLength);

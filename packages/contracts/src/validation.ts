/**
 * Field rules shared by the browser forms and the server, with the spec's Chinese texts (§5).
 * Each limit says why it exists.
 */
import { z } from 'zod';

export const USERNAME_MIN = 3;
/** Long enough for a real name in Chinese or Latin script, short enough for the navigation bar. */
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_\-\u3400-\u4dbf\u4e00-\u9fff]+$/u;
export const PASSWORD_MIN = 6;
/** Bounds the work the key-derivation function does for one request. */
export const PASSWORD_MAX = 128;
/** RFC 5321 limits a forward path to 254 characters. */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_CODE_LENGTH = 6;

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

export const Username = z.string({ error: MSG.usernameRequired }).superRefine((value, ctx) => {
  const problem = usernameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being set: checked for length. */
export const NewPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

/** A password being presented: only required and bounded. */
export const PresentedPassword = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordMax);

export const Email = z.string({ error: MSG.emailInvalid }).trim().refine(isEmail, MSG.emailInvalid);

export const EmailCode = z.string({ error: MSG.codeLength }).regex(/^\d{6}$/, MSG.codeLength);

/**
 * Account calls (spec §7 "User"): request bodies and response shapes.
 * Bodies are strict: an unknown field such as is_admin is refused, never applied.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { MembershipType } from './membership.ts';
import { Email, EmailCode, isEmail, NewPassword, PresentedPassword, text, Username, MSG } from './validation.ts';

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  /** An admin made this user a teacher: they may create classes (issue 33). */
  is_teacher: z.boolean(),
  is_vip: z.boolean(),
  membership_type: MembershipType,
  vip_expiry_date: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.strictObject({
  username: text('用户名', { error: MSG.usernameRequired }).min(1, MSG.usernameRequired).max(64, MSG.usernameLength),
  password: PresentedPassword,
});
export const RegisterRequest = z.strictObject({
  username: Username,
  password: NewPassword,
  /** The register form sends null when the field is empty (spec §5). */
  email: text('邮箱', { error: MSG.emailInvalid })
    .trim()
    .refine((v) => v === '' || isEmail(v), MSG.emailInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});
export const UserResult = z.object({ status: SuccessStatus, message: z.string(), user: User });
export const StatusMessage = z.object({ status: SuccessStatus, message: z.string() });
export const CheckAuthResponse = z.object({ is_login: z.boolean(), user: User.nullable() });
export const ProfileResponse = z.object({ status: SuccessStatus, user: User, email: z.string().nullable() });

export const UpdateUsernameRequest = z.strictObject({
  newUsername: text('新用户名', { error: MSG.newUsernameRequired }).trim().min(1, MSG.newUsernameRequired).pipe(Username),
});
export const UpdatePasswordRequest = z.strictObject({
  currentPassword: text('当前密码', { error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(128, MSG.passwordMax),
  newPassword: NewPassword,
});
export const ForgotPasswordRequest = z.strictObject({ email: Email });
export const ForgotPasswordResponse = StatusMessage.extend({
  /** Seconds before another code may be requested for this address (spec §9: 60). */
  retry_after: z.number().int(),
});
export const VerifyCodeRequest = z.strictObject({ email: Email, code: EmailCode });
export const ResetPasswordRequest = z.strictObject({ email: Email, code: EmailCode, new_password: NewPassword });

export const SUCCESS_TEXT = {
  login: '登录成功',
  register: '注册成功',
  logout: '已退出登录',
  usernameChanged: '用户名修改成功',
  passwordChanged: '密码修改成功',
  /** Same text whether or not the address has an account, so nobody can probe for accounts. */
  codeSent: '如果该邮箱已注册，验证码已发送，请在10分钟内查收',
  codeVerified: '验证码正确',
  passwordReset: '密码重置成功，请使用新密码登录',
} as const;

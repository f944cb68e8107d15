/** The forgot-password flow's rules (spec §4, §5, §9): steps, when sending is allowed, code and password checks. */
import { EMAIL_CODE_LENGTH, isEmail, MSG, PASSWORD_MIN } from '@veridojo/contracts';

export type ResetStep = 'email' | 'code' | 'password';
export const RESET_STEPS: readonly ResetStep[] = ['email', 'code', 'password'];

/** Why 60 s: the spec's resend countdown, which is also the server's per-address cooldown. */
export const RESEND_SECONDS = 60;
/** Why 2 s: long enough to read the success message before the modal closes (spec §9). */
export const SUCCESS_CLOSE_MS = 2000;

/** Send (or resend) only with a valid address, while no call is under way and the countdown is over. */
export function canSendCode(email: string, busy: boolean, countdown: number): boolean {
  return isEmail(email.trim()) && !busy && countdown === 0;
}

/** The code must be exactly six characters. */
export function codeComplete(code: string): boolean {
  return code.trim().length === EMAIL_CODE_LENGTH;
}

/** The first problem with the new password and its confirmation, or null. Empty fields are not yet problems. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== '' && password.length < PASSWORD_MIN) return MSG.passwordMin;
  if (confirmation !== '' && password !== confirmation) return MSG.passwordMismatch;
  return null;
}

export function canResetPassword(password: string, confirmation: string, busy: boolean): boolean {
  return !busy && password.length >= PASSWORD_MIN && password === confirmation;
}

export function previousStep(step: ResetStep): ResetStep {
  return RESET_STEPS[Math.max(0, RESET_STEPS.indexOf(step) - 1)]!;
}

/** Spec §8: server text first; these when it gives none (`failed`) or no answer came (`requestFailed`). */
export const RESET_FAILURE_TEXTS = {
  send: { failed: '发送失败', requestFailed: '网络错误，请稍后重试' },
  verify: { failed: '验证失败', requestFailed: '验证码错误或已过期' },
  reset: { failed: '重置失败', requestFailed: '重置失败，请稍后重试' },
} as const;

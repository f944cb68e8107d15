/** Field rules of the login/register modal (spec §5), as antd Form rules with the contract's texts. */
import { isEmail, MSG, PASSWORD_MIN, usernameProblem } from '@veridojo/contracts';
import type { FormRule } from 'antd';
import type { LoginMode } from './auth-modals.ts';

export function usernameRules(mode: LoginMode): FormRule[] {
  const rules: FormRule[] = [{ required: true, whitespace: true, message: MSG.usernameRequired }];
  if (mode === 'register') {
    // The server checks the same rule; saying it here saves a round trip.
    rules.push({
      validator: async (_rule, value: string | undefined) => {
        const problem = value ? usernameProblem(value) : null;
        if (problem && problem !== MSG.usernameRequired) throw new Error(problem);
      },
    });
  }
  return rules;
}

export function passwordRules(mode: LoginMode): FormRule[] {
  const rules: FormRule[] = [{ required: true, message: MSG.passwordRequired }];
  if (mode === 'register') rules.push({ min: PASSWORD_MIN, message: MSG.passwordMin });
  return rules;
}

export const confirmPasswordRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if ((value ?? '') !== (getFieldValue('password') ?? '')) throw new Error(MSG.passwordMismatch);
    },
  }),
];

/** Optional, but when given it must look like an address. */
export const emailRules: FormRule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const email = value?.trim() ?? '';
      if (email !== '' && !isEmail(email)) throw new Error(MSG.emailInvalid);
    },
  },
];

/** Register sends the e-mail as null when the field is empty (spec §5). */
export function emailForRegister(value: string | undefined): string | null {
  const email = value?.trim() ?? '';
  return email === '' ? null : email;
}

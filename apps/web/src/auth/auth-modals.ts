/** Which account dialog is showing: the login/register modal (and its mode) and the forgot-password modal. */
import { createStore, useStore } from '../lib/store.ts';

export type LoginMode = 'login' | 'register';

interface AuthModalsState {
  login: boolean;
  mode: LoginMode;
  forgotPassword: boolean;
  /** Where to go once logged in: the page a visitor asked for (an upgrade button, a login-only link). */
  next: string | null;
}

const modals = createStore<AuthModalsState>({ login: false, mode: 'login', forgotPassword: false, next: null });

export function openLoginModal(mode: LoginMode = 'login', next: string | null = null) {
  modals.set({ login: true, mode, forgotPassword: false, next });
}

export function closeLoginModal() {
  modals.set((s) => ({ ...s, login: false, forgotPassword: false, next: null }));
}

export function setLoginMode(mode: LoginMode) {
  modals.set((s) => ({ ...s, mode }));
}

/** The forgot-password modal takes the login modal's place until it closes. */
export function openForgotPassword() {
  modals.set((s) => ({ ...s, forgotPassword: true }));
}

/** After a reset (`succeeded`) the login modal returns in login mode; after a cancel, as it was. */
export function closeForgotPassword(succeeded = false) {
  modals.set((s) => ({ ...s, forgotPassword: false, mode: succeeded ? 'login' : s.mode }));
}

export const getAuthModals = modals.get;

export function useAuthModals(): AuthModalsState {
  return useStore(modals);
}

/** Starts downloading the modal's code when the pointer nears a login button, so the click opens it at once. */
export function preloadLoginModal() {
  void import('./LoginModal.tsx');
}

import type { RemoteHarnessOptions } from 'shared-sdk/harness';

/** What the standalone harness mounts: every page and modal of this remote, from its own source. */
export const harnessModules: RemoteHarnessOptions<'auth'> = {
  remote: 'auth',
  pages: {},
  modals: {
    login: () => import('../features/login/login-modal'),
    register: () => import('../features/registration/register-modal'),
    forgotPassword: () => import('../features/forgot-password/forgot-password-modal'),
    otp: () => import('../features/otp/otp-modal'),
    logoutConfirm: () => import('../features/logout/logout-confirm-modal'),
  },
};

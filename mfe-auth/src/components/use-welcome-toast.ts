import { useStores, useIntl } from 'shared-sdk';

const WELCOMES = {
  login: {
    message: { id: 'auth.login.success.message', defaultMessage: 'You have successfully logged in.' },
    title: { id: 'auth.login.success.title', defaultMessage: 'Login Successful' },
  },
  register: {
    message: { id: 'auth.register.success.message', defaultMessage: 'You have successfully registered.' },
    title: { id: 'auth.register.success.title', defaultMessage: 'Register Successful' },
  },
};

/**
 * The toast that greets a shopper who has just signed in (by phone or a social account) or signed
 * up: a titled success at the top right, for 3 s.
 */
export function useWelcomeToast(): (welcome: keyof typeof WELCOMES) => void {
  const { ui } = useStores();
  const intl = useIntl();
  return (welcome) =>
    ui.success(intl.formatMessage(WELCOMES[welcome].message), {
      title: intl.formatMessage(WELCOMES[welcome].title),
      position: 'top-right',
      timeout: 3000,
    });
}

import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/store-context';
import { buildTheme } from '../theme/theme';

/**
 * The providers every page needs: the root store, translations and the theme (colours from settings,
 * direction from the language). The shell and each remote's standalone harness both use it.
 */
export const AppProviders = observer(function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  const { settings, i18n } = store;
  const theme = useMemo(() => buildTheme(settings.themeColors, settings.langDirection), [settings.themeColors, settings.langDirection]);
  // Message ids carry English defaults: a dictionary without an id is normal, not an error (the
  // dictionary notes it, in case it is a server-rendered page's partial one).
  const onError = useCallback(
    (error: { code?: string; descriptor?: { id?: unknown } }) =>
      error.code === 'MISSING_TRANSLATION' ? i18n.noteMissing(String(error.descriptor?.id ?? '')) : console.error(error),
    [i18n],
  );
  return (
    <StoreProvider store={store}>
      <IntlProvider
        locale={settings.locale}
        defaultLocale="en"
        // react-intl takes each message by its kind (precompiled or text); its type wants one kind.
        messages={i18n.messages as Record<string, MessageFormatElement[]>}
        onError={onError}
      >
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </IntlProvider>
    </StoreProvider>
  );
});

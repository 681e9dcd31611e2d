import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/store-context';
import { buildTheme } from '../theme/theme';

function ignoreMissingTranslations(error: { code?: string }): void {
  // Message ids carry English defaults; a dictionary without an id is normal, not an error.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * The providers every page needs: the root store, translations and the theme (colours from settings,
 * direction from the language). The shell and each remote's standalone harness both use it.
 */
export const AppProviders = observer(function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  const { settings, i18n } = store;
  const theme = useMemo(() => buildTheme(settings.themeColors, settings.langDirection), [settings.themeColors, settings.langDirection]);
  return (
    <StoreProvider store={store}>
      <IntlProvider
        locale={settings.locale}
        defaultLocale="en"
        // react-intl takes each message by its kind (precompiled or text); its type wants one kind.
        messages={i18n.messages as Record<string, MessageFormatElement[]>}
        onError={ignoreMissingTranslations}
      >
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </IntlProvider>
    </StoreProvider>
  );
});

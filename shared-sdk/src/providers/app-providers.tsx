import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { storeIntl } from '../i18n/store-intl';
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
  const { locale } = settings;
  const { messages } = i18n;
  const intl = useMemo(
    () =>
      storeIntl(
        locale,
        messages,
        (id) => i18n.noteMissing(id),
        (problem) => console.error(problem),
      ),
    [locale, messages, i18n],
  );
  return (
    <StoreProvider store={store}>
      <RawIntlProvider value={intl}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </RawIntlProvider>
    </StoreProvider>
  );
});

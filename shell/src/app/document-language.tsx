import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { useStores } from 'shared-sdk';

/**
 * Keeps <html lang dir> on the current language, so switching to Arabic flips the whole page to
 * right-to-left at once (styles use logical properties), for the shell and every remote alike.
 */
export const DocumentLanguage = observer(function DocumentLanguage() {
  const { settings } = useStores();
  const { locale, langDirection } = settings;
  // Before paint, so the first frame already has the right direction.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = langDirection;
  }, [locale, langDirection]);
  return null;
});

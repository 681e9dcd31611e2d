import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Icon, useLocation, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { popupMarker } from '../../components/layers';
import { PopupMenu, PopupMenuAnchor } from '../../components/popup-menu';
import { useMenuButton } from '../../hooks/use-menu-button';

/**
 * The languages of settings, by title, in a menu. Choosing one sets locale and direction at once
 * (the page flips to right-to-left live) and loads the new dictionary. Without JavaScript the menu's
 * button is hidden and the other languages are links to this page with `?lang=` (the server renders
 * it in that language and remembers it in the shopper's cookie).
 */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { settings, i18n } = useStores();
  const intl = useIntl();
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const location = useLocation();
  if (settings.languages.length === 0) return null;
  const current = settings.languages.find((language) => language.name === settings.locale);
  const label = intl.formatMessage({ id: 'topbar.language', defaultMessage: 'Language' });
  const choose = (locale: string) => {
    close();
    void i18n.switchLocale(locale);
  };

  return (
    <PopupMenuAnchor ref={rootRef}>
      {settings.languages
        .filter((language) => language !== current)
        .map((language) => (
          <Trigger
            as="a"
            key={language.name}
            className="sf-no-js-only"
            href={withLanguage(location, language.name)}
            hrefLang={language.name}
            lang={language.name}
          >
            {language.title}
          </Trigger>
        ))}
      <Trigger
        {...buttonProps}
        className="sf-js-only"
        aria-label={`${label}: ${current?.title ?? settings.locale}`}
        data-testid="language-switcher"
      >
        {current?.title ?? settings.locale}
        <Icon name="chevronDown" size={14} />
      </Trigger>
      {open && (
        <PopupMenu {...menuProps} {...popupMarker} aria-label={label}>
          {settings.languages.map((language) => (
            <li key={language.name} role="none">
              <button
                role="menuitem"
                type="button"
                lang={language.name}
                aria-current={language === current || undefined}
                onClick={() => choose(language.name)}
              >
                {language.title}
                {language === current && <Icon name="check" size={16} />}
              </button>
            </li>
          ))}
        </PopupMenu>
      )}
    </PopupMenuAnchor>
  );
});

/** This page's path and query with `lang` set to `locale`. */
function withLanguage(location: { pathname: string; search: string }, locale: string): string {
  const query = new URLSearchParams(location.search);
  query.set('lang', locale);
  return `${location.pathname}?${query}`;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 6px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

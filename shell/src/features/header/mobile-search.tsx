import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from 'shared-sdk';
import { IconAction } from './header-styles';
import { useHeaderDialog } from './lazy-dialog';
import { SearchForm } from './search-form';

/** On phones the search box lives in a dialog opened from the header's search icon (its code: lazy-dialog.ts). */
export function MobileSearch() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { Dialog, load } = useHeaderDialog();
  const title = intl.formatMessage({ id: 'header.searchPlaceholder', defaultMessage: 'Search products' });
  return (
    <>
      <IconAction
        type="button"
        aria-expanded={open}
        onClick={() => {
          load();
          setOpen(true);
        }}
        aria-label={intl.formatMessage({ id: 'header.openSearch', defaultMessage: 'Open search' })}
      >
        <Icon name="search" />
      </IconAction>
      {open && Dialog && (
        <Dialog title={title} onClose={() => setOpen(false)}>
          <SearchForm autoFocus inlineSuggestions onSearched={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}

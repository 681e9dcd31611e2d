import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * The WAI-ARIA menu-button pattern for the header's menus (user menu, language): the button opens
 * the menu (also with ArrowDown), focus moves to the first entry, arrow keys, Home and End move
 * between entries, Escape closes and returns focus to the button, Tab or a click outside closes.
 * Spread `buttonProps` on the button, `menuProps` on the list, and give entries role="menuitem".
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus();
  }, [open]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((value) => !value),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
    },
  };

  const menuProps = {
    id: menuId,
    ref: menuRef,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      } else if (event.key === 'Tab') {
        close();
      } else {
        moveFocus(event, menuItems(menuRef.current));
      }
    },
  };

  return { open, close, rootRef, buttonProps, menuProps };
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Arrow keys, Home and End move focus through the entries, wrapping at either end. */
function moveFocus(event: KeyboardEvent, items: HTMLElement[]): void {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}

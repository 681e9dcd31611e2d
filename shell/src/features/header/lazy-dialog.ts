import { useEffect, type ComponentProps } from 'react';
import type { Dialog } from 'shared-sdk';
import { whenIdle } from '../../app/when-idle';
import { lazyComponent, useLazyComponent } from '../../hooks/use-lazy-component';

const dialog = lazyComponent<ComponentProps<typeof Dialog>>(() =>
  import(/* webpackChunkName: "header-dialog" */ './header-dialog').then((module) => module.HeaderDialog),
);

/**
 * The dialog of the phone's menu and search, whose code (the focus trap, the panel) is not part of
 * the header's first load: it is fetched once the page is idle, so a tap on the menu or search
 * icon finds it and the dialog opens at once (a search box focused within the tap gets the phone's
 * keyboard); a tap before then opens it as soon as the code has come.
 */
export function useHeaderDialog() {
  const { Component, load } = useLazyComponent(dialog);
  useEffect(() => whenIdle(load), [load]);
  return { Dialog: Component, load };
}

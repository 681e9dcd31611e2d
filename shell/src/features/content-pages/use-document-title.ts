import { useEffect } from 'react';
import { pageTitle, useStores } from 'shared-sdk';

/**
 * Sets document.title to '{title} - {app name}' for a page whose title comes with its data (a content
 * page's own title), as the server-rendered head has it (server/page-head.ts). A passive effect on
 * purpose: the route's title (hooks/use-page-title.ts) is set in a layout effect, which React runs
 * first, so after hydration and on client navigation the page's own title wins over 'Policy Page'.
 * Without a title (still loading, or none) the route's stays. Call it from an observer component.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { settings } = useStores();
  const text = title ? pageTitle(title, settings.appName) : undefined;
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
}

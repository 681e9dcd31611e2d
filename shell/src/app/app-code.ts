/**
 * The one door to the app's code on a page of islands (islands-boot.tsx): `appCode()` loads and
 * runs it when a shopper first follows an in-store link. This small module is itself loaded once
 * the page has settled, and loading it is what fetches the app's code without running it: as soon
 * as its chunk has loaded, webpack adds a `<link rel="prefetch">` for each chunk of the import below
 * (`webpackPrefetch`), which the browser fetches at its lowest priority into its cache, where the
 * first click finds them. Every import of the app's code goes through here: an import of the same
 * chunk from a module of the page's boot would make webpack prefetch it as the page starts.
 */
export const appCode = () => import(/* webpackChunkName: "islands-takeover", webpackPrefetch: true */ './islands-takeover');

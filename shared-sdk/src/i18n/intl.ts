// The react-intl and MobX names a remote may use. Like the router (routes/router.ts), these libraries
// are not shared modules: the shell bundles them tree-shaken, and remotes reach them through
// shared-sdk, the singleton, so every remote formats with the store's one IntlProvider and observes
// the root store with the same MobX. A remote importing them itself would get copies that see
// neither (ESLint forbids it). docs/performance.md says why.
export { FormattedDate, FormattedList, FormattedMessage, FormattedNumber, defineMessages, useIntl } from 'react-intl';
export type { IntlShape, MessageDescriptor } from 'react-intl';
export { observer } from 'mobx-react-lite';
export { makeAutoObservable, reaction, runInAction } from 'mobx';

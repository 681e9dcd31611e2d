// 'shared-sdk/testing': jest helpers for the packages' own test suites (Node only: never in a bundle).
// The helpers live in src/test-support/ (docs/testing.md, "Test kits"); this file only names them.
export * from '../test-support/exposes-contract';
export * from '../test-support/remote-contract-suite';
export { HOST_SHARED, manifestFixture } from '../test-support/manifest-fixtures';
export { fakeApi, masterSettings, type FakeApiCalls, type FakeApiOptions } from '../test-support/fake-api';
export { createTestStore, type TestStoreOptions } from '../test-support/store';
export { TestProviders, renderPage, type RenderedPage, type RenderPageOptions, type TestProvidersProps } from '../test-support/providers';
export { cartLine, cartShop, checkoutVoucher } from '../test-support/cart-fixtures';
export { httpError } from '../test-support/http-error';
export { switchLocale } from '../test-support/switch-locale';
export { hydrateAfter } from '../test-support/hydrate-after';

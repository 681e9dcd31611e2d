// 'shared-sdk/testing': jest helpers for the packages' own test suites (Node only: never in a bundle).
export * from './exposes-contract';
export { HOST_SHARED, manifestFixture } from './manifest-fixture';
export { fakeApi, masterSettings } from '../test-support/fake-api';
export { checkoutVoucher } from '../test-support/cart-fixtures';
export { httpError } from '../test-support/http-error';
export { switchLocale } from '../test-support/switch-locale';

import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from 'shared-sdk';
import { isFallbackModule } from './fallback-module';
import { fallbackPlugin } from './fallback-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;
const errorLoadRemote = fallbackPlugin().errorLoadRemote as unknown as ErrorHook;

describe('fallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("returns a fallback module at lifecycle 'onLoad', so loadRemote resolves", () => {
    const result = errorLoadRemote({ id: 'catalog/HomePage', error: new Error('RUNTIME-003'), lifecycle: 'onLoad' });
    expect(isFallbackModule(result)).toBe(true);
  });

  it('lets earlier lifecycles fail through to onLoad', () => {
    expect(errorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(errorLoadRemote({ id: 'catalog/HomePage', error: new Error('down'), lifecycle: 'beforeRequest' })).toBeUndefined();
  });

  it("renders the 'unavailable' alert with a Retry button", () => {
    const result = errorLoadRemote({ id: 'cart/CartDrawer', error: new Error('down'), lifecycle: 'onLoad' });
    if (!isFallbackModule(result)) throw new Error('expected a fallback module');
    const Fallback = result.default;
    render(
      <IntlProvider locale="en">
        <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
          <Fallback />
        </ThemeProvider>
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the store is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { render } from '@testing-library/react';
import { RootStore } from './root-store';
import { BrowserRender, StoreProvider, useFirstRenderNow, useRendersServerHtml } from './store-context';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';

function Probe() {
  const serverHtml = useRendersServerHtml();
  const now = useFirstRenderNow()();
  return <p>{`${serverHtml ? 'server' : 'browser'} ${now}`}</p>;
}

describe('a render of the server moment, or the browser’s own', () => {
  const store = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
  store.renderedAt = 1_000;

  it('hydrates with the moment the server rendered at', () => {
    const { container } = render(
      <StoreProvider store={store}>
        <Probe />
      </StoreProvider>,
    );
    expect(container).toHaveTextContent('server 1000');
  });

  it('renders as the browser does below BrowserRender, though the store still holds that moment', () => {
    jest.spyOn(Date, 'now').mockReturnValue(5_000);
    const { container } = render(
      <StoreProvider store={store}>
        <BrowserRender>
          <Probe />
        </BrowserRender>
      </StoreProvider>,
    );
    expect(container).toHaveTextContent('browser 5000');
  });
});

import { SDK_VERSION } from 'shared-sdk';
import { RemoteTimeoutError } from '../composition/remote-errors';
import { createRemoteLoader } from '../composition/remote-loader';
import { lateIsland, loadIsland } from './shell-islands';

const Carousel = () => null;
const contract = { default: { name: 'catalog', version: '0.1.0', sdkVersion: SDK_VERSION } };

/** A federation runtime whose island module comes when `arrive` is called (the contract at once). */
function slowRuntime() {
  let arrive!: () => void;
  const module = new Promise<unknown>((resolve) => (arrive = () => resolve({ default: Carousel })));
  const loadRemote = jest.fn((id: string) => (id === 'catalog/contract' ? Promise.resolve(contract) : module));
  return { loader: createRemoteLoader({ loadRemote, timeoutMs: 20 }), arrive: () => arrive() };
}

describe('a remote island', () => {
  it('loads through the remote loader under its name', async () => {
    const { loader, arrive } = slowRuntime();
    arrive();
    const island = await loadIsland('catalog/BannerCarouselIsland', loader);
    expect([island.name, island.component]).toEqual(['catalog/BannerCarouselIsland', Carousel]);
  });

  it('that is late fails its load, then wakes when its code comes after all', async () => {
    const { loader, arrive } = slowRuntime();
    await expect(loadIsland('catalog/BannerCarouselIsland', loader)).rejects.toBeInstanceOf(RemoteTimeoutError);
    const late = lateIsland('catalog/BannerCarouselIsland', loader);
    arrive();
    await expect(late).resolves.toMatchObject({ name: 'catalog/BannerCarouselIsland', component: Carousel });
  });

  it('that came late before anyone listened is there at once', async () => {
    const { loader, arrive } = slowRuntime();
    await expect(loadIsland('catalog/BannerCarouselIsland', loader)).rejects.toBeInstanceOf(RemoteTimeoutError);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(lateIsland('catalog/BannerCarouselIsland', loader)).resolves.toMatchObject({ component: Carousel });
  });

  it('is refused by a name that is no island of a known remote', async () => {
    const { loader } = slowRuntime();
    await expect(loadIsland('elsewhere/ThingIsland', loader)).rejects.toThrow('There is no island named "elsewhere/ThingIsland".');
    await expect(loadIsland('catalog/HomePage', loader)).rejects.toThrow('There is no island named');
  });
});

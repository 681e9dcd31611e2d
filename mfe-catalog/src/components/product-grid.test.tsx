import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from 'shared-sdk';
import { MemoryRouter } from 'shared-sdk/harness';
import { products } from '../test-support/catalog-fixtures';
import { renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../test-support/catalog-store';
import { ProductGrid } from './product-grid';
import { NEAR_MARGIN } from './use-near-viewport';

/** A stand-in IntersectionObserver (jsdom has none): the test says when the list comes near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element comes within the margin. */
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const cards = () => screen.queryAllByTestId('product-card');
const placeholders = () => document.querySelectorAll('li[data-placeholder]');

describe('ProductGrid', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders every card when told nothing', () => {
    const { store } = catalogTestStore();
    renderPage(<ProductGrid products={products(6)} />, { store });
    expect(cards()).toHaveLength(6);
    expect(placeholders()).toHaveLength(0);
  });

  it('renders the first cards, and the others when any of their places comes near the screen', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { store } = catalogTestStore();
    renderPage(<ProductGrid products={products(6)} renderFirst={2} />, { store });
    expect(cards()).toHaveLength(2);
    // The places of the four others are held, hidden from screen readers.
    expect(placeholders()).toHaveLength(4);
    expect(placeholders()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe(NEAR_MARGIN);
    // Every place is watched: a page restored at a scroll position may show only the last ones.
    expect(observer?.targets).toEqual(Array.from(placeholders()));
    observer!.enter();
    expect(cards()).toHaveLength(6);
    expect(placeholders()).toHaveLength(0);
    expect(observer!.disconnected).toBe(true);
  });

  it('marks the placeholders of cards with a footnote (a line taller)', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { store } = catalogTestStore();
    const list = products(3).map((p, i) => ({ ...p, quantity: i === 1 ? 0 : 5 }));
    renderPage(<ProductGrid products={list} renderFirst={0} />, { store });
    expect(Array.from(placeholders(), (li) => li.getAttribute('data-placeholder'))).toEqual(['', 'footnote', '']);
  });

  it('gives the server and the first render in the browser the same placeholders', () => {
    const { store } = catalogTestStore();
    // Whatever the browser offers, the first render does not ask it: the server has no observer.
    const html = renderToString(
      <AppProviders store={store}>
        <MemoryRouter>
          <ProductGrid products={products(5)} renderFirst={1} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(1);
    expect(html.match(/data-placeholder=""/g)).toHaveLength(4);
  });

  it('renders every card without IntersectionObserver once mounted', () => {
    const { store } = catalogTestStore();
    renderPage(<ProductGrid products={products(4)} renderFirst={0} />, { store });
    expect(cards()).toHaveLength(4);
  });
});

import { render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import HomePage from './home-page';

describe('HomePage', () => {
  it('has no route title, so its heading is the app name (spec 2)', () => {
    const store = createTestStore();
    runInAction(() => {
      store.settings.appName = 'Demo Shop';
    });
    render(
      <TestProviders store={store}>
        <HomePage />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
  });
});

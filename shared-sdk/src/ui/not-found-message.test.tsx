import { render, screen } from '@testing-library/react';
import { TestProviders } from '../test-support/providers';
import { createTestStore } from '../test-support/store';
import { NotFoundMessage } from './not-found-message';

describe('NotFoundMessage', () => {
  it('says the page was not found, as the page heading, with a way home', () => {
    render(
      <TestProviders store={createTestStore()}>
        <NotFoundMessage as="main" />
      </TestProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('is a second-level heading inside a page that has its own', () => {
    render(
      <TestProviders store={createTestStore()}>
        <NotFoundMessage headingLevel={2} />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders, createTestStore } from 'shared-sdk/testing';
import type { Loadable } from '../queries/query-state';
import { LoadView, type LoadViewProps } from './load-view';

const failure = { status: 500, message: 'Server error', errors: {} };

function show(state: Loadable<string[]>, props: Partial<LoadViewProps<string[]>> = {}) {
  render(
    <TestProviders store={createTestStore()}>
      <LoadView state={state} loading={<p>Skeletons</p>} isEmpty={(items) => items.length === 0} empty={<p>Nothing yet</p>} {...props}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </LoadView>
    </TestProviders>,
  );
}

describe('LoadView', () => {
  it('shows the loading view until there is data', () => {
    show({ status: 'loading', data: undefined, retry: jest.fn() });
    expect(screen.getByText('Skeletons')).toBeInTheDocument();
  });

  it('keeps the last data while a new key loads', () => {
    show({ status: 'loading', data: ['Shoes'], retry: jest.fn() });
    expect(screen.getByRole('listitem')).toHaveTextContent('Shoes');
  });

  it("shows a failure as an alert with the server's message, its title and Retry", () => {
    const retry = jest.fn();
    show({ status: 'error', failure, data: ['Shoes'], retry }, { errorTitle: 'Your orders could not be loaded.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(alert).toHaveTextContent('Server error');
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded data on a failed reload with keepDataOnError', () => {
    show({ status: 'error', failure, data: ['Shoes'], retry: jest.fn() }, { keepDataOnError: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('Shoes');
  });

  it('a first load that fails shows the failure even with keepDataOnError', () => {
    show({ status: 'error', failure, data: undefined, retry: jest.fn() }, { keepDataOnError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('This content could not be loaded.');
  });

  it('shows the empty view for an answer with nothing in it, else the data', () => {
    show({ status: 'ready', data: [], retry: jest.fn() });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});

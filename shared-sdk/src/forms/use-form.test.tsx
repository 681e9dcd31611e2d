import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestProviders, createTestStore } from 'shared-sdk/testing';
import { TextField, type ApiFailure, type RootStore } from 'shared-sdk';
import { httpError } from '../test-support/http-error';
import { useForm, type FieldErrors, type FormOptions } from './use-form';

interface Values {
  name: string;
  email: string;
}

const EMPTY: Values = { name: '', email: '' };

function TestForm(props: Partial<FormOptions<Values>> & { onSubmit: FormOptions<Values>['onSubmit'] }) {
  const form = useForm<Values>({ initialValues: EMPTY, ...props });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

function renderForm(props: Parameters<typeof TestForm>[0], store: RootStore = createTestStore()) {
  render(
    <TestProviders store={store}>
      <TestForm {...props} />
    </TestProviders>,
  );
  return store;
}

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('useForm', () => {
  it('sends the typed values and is submitting until the answer comes', async () => {
    const answer = deferred();
    const onSubmit = jest.fn(() => answer.promise);
    renderForm({ onSubmit });
    type('Name', 'Amina');
    type('Email', 'amina@example.com');
    await send();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Amina', email: 'amina@example.com' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // A second submit while the first is under way sends nothing.
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows its own checks' messages beside the fields and sends nothing", async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm({ onSubmit, validate: (v): FieldErrors => (v.name ? {} : { name: 'Enter your name.' }) });
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name.');
    type('Name', 'Amina');
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("maps the API's 422 to the first message of each field and toasts the server's message", async () => {
    const store = renderForm({
      onSubmit: () =>
        Promise.reject(httpError(422, 'The given data was invalid.', { email: ['The email has already been taken.', 'second'] })),
    });
    await send();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(store.ui.toasts.map((t) => [t.type, t.message])).toEqual([['error', 'The given data was invalid.']]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('hands the failure and its field errors to onFailure instead of the toast', async () => {
    const seen: [ApiFailure, Record<string, string>][] = [];
    const store = renderForm({
      onSubmit: () => Promise.reject(httpError(422, 'Invalid.', { name: ['Too long.'] })),
      onFailure: (failure, fields) => seen.push([failure, fields]),
    });
    await send();
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toMatchObject({ status: 422, message: 'Invalid.' });
    expect(seen[0]![1]).toEqual({ name: 'Too long.' });
    expect(store.ui.toasts).toHaveLength(0);
  });

  it('stays submitting after a success when the form goes away (leavesOnSuccess)', async () => {
    renderForm({ onSubmit: () => Promise.resolve(), leavesOnSuccess: true });
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is sendable again after a failure even with leavesOnSuccess', async () => {
    const onSubmit = jest.fn(() => Promise.reject(httpError(500, 'Server error')));
    renderForm({ onSubmit, leavesOnSuccess: true });
    await send();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await send();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('reset puts the initial values back and clears the errors', async () => {
    renderForm({ onSubmit: () => Promise.resolve(), validate: () => ({ email: 'Enter your email.' }) });
    type('Name', 'Amina');
    await send();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure toasts the network message and marks no field', async () => {
    const store = renderForm({ onSubmit: () => Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true })) });
    await send();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.ui.toasts[0]?.type).toBe('error');
  });
});

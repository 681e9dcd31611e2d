import { act, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../test-support/render-with-store';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  it('renders nothing until there is a toast, then the stacks once their code is here', async () => {
    const { store, container } = await renderWithStore(<ToastRegion />);
    expect(container).toBeEmptyDOMElement();
    act(() => void store.ui.success('Saved'));
    expect(within(await screen.findByTestId('toasts-bottom-left')).getByText('Saved')).toBeInTheDocument();
  });
});

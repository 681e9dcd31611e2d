import { observer } from 'mobx-react-lite';
import { useStores } from 'shared-sdk';
import styled from 'styled-components';
import { flexRow } from '../ui/flex-css';

/** The ui store's toasts, so a remote's success and error messages are visible without the shell. */
export const HarnessToasts = observer(function HarnessToasts() {
  const { ui } = useStores();
  return (
    <List role="status" aria-live="polite">
      {ui.toasts.map((toast) => (
        <Item key={toast.id} $error={toast.type === 'error'}>
          {toast.title && <strong>{toast.title} </strong>}
          {toast.message}
          <Dismiss type="button" aria-label="Dismiss" onClick={() => ui.dismissToast(toast.id)}>
            ×
          </Dismiss>
        </Item>
      ))}
    </List>
  );
});

const List = styled.ul`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline-start: 1rem;
  z-index: 1100;
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $error: boolean }>`
  ${flexRow('0.75rem', { align: 'center' })}
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
  color: #ffffff;
`;

const Dismiss = styled.button`
  margin-inline-start: auto;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;

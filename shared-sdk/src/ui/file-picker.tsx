import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Field, FieldError, FieldLabel } from './labelled-field';
import { UserText } from './user-text';
import { flexRow } from './flex-css';

export interface FilePickerProps {
  /** The visible label, the start of the input's accessible name. */
  label: ReactNode;
  /** The kinds and size the server takes, said under the field. */
  hint?: ReactNode;
  error?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  name?: string;
  /** What the field holds now: one is named beside the button, several are counted, none is 'No file chosen'. */
  chosen: readonly { name: string }[];
  /** The caller lists the chosen files' names itself (with Remove buttons): beside the button they are only counted. */
  namesListed?: boolean;
  /**
   * The files just chosen. Answer false to empty the input again (a refused file, or a list kept
   * by the caller), so that the same file can be chosen once more.
   */
  onFiles: (files: File[]) => boolean;
}

/**
 * A file input in the store's language. The browser's own control says 'Choose File' and 'No file
 * chosen' in the browser's language, whatever the page's: here the real input is visually hidden
 * (still focusable, opened by Enter or Space) and a <label> styled as a button opens it, with the
 * chosen file's name beside it, all from the store's messages. Both labels name the input, so the
 * button's words are part of its name for voice control.
 */
export function FilePicker({
  label,
  hint,
  error,
  accept,
  multiple = false,
  disabled,
  name,
  chosen,
  namesListed = false,
  onFiles,
}: FilePickerProps) {
  const id = useId();
  const describedBy = [`${id}-chosen`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) return;
    if (!onFiles(files)) event.target.value = '';
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <input
          id={id}
          className="sf-visually-hidden"
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        <ChooseButton htmlFor={id} data-invalid={error ? true : undefined}>
          {multiple ? (
            <FormattedMessage id="filePicker.chooseFiles" defaultMessage="Choose files" />
          ) : (
            <FormattedMessage id="filePicker.chooseFile" defaultMessage="Choose file" />
          )}
        </ChooseButton>
        <Chosen id={`${id}-chosen`}>
          <ChosenText chosen={chosen} namesListed={namesListed} />
        </Chosen>
      </Row>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

function ChosenText({ chosen, namesListed }: { chosen: readonly { name: string }[]; namesListed: boolean }) {
  const [first] = chosen;
  if (!first) return <FormattedMessage id="filePicker.none" defaultMessage="No file chosen" />;
  if (chosen.length === 1 && !namesListed) return <UserText>{first.name}</UserText>;
  return (
    <FormattedMessage
      id="filePicker.count"
      defaultMessage="{count, plural, one {# file chosen} other {# files chosen}}"
      values={{ count: chosen.length }}
    />
  );
}

const Row = styled.div`
  ${flexRow('0.5rem 0.75rem', { wrap: true, align: 'center' })}
  padding: 0.375rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.875rem;
`;

/* Looks and acts as the input's button: the hidden input before it takes the focus and the state. */
const ChooseButton = styled.label`
  flex: none;
  padding-block: 0.375rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.6;
    cursor: not-allowed;
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Chosen = styled.span`
  flex: 1 1 8rem;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

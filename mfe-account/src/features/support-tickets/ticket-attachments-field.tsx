import { useState } from 'react';
import { FilePicker, UserText, FormattedMessage, useIntl, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { acceptOf, isKindOf, isTooLarge, type UploadKind } from '../../components/form-files';

/** The server takes JPEG, PNG and PDF files of at most 2 MB each, 5 at most (api/src/routes/tickets). */
export const ATTACHMENT_KINDS: readonly UploadKind[] = ['jpg', 'png', 'pdf'];
export const MAX_ATTACHMENTS = 5;

export interface TicketAttachmentsFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's error for attachments (or one of them). */
  error?: string;
  disabled?: boolean;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Files for a new ticket: each one chosen is checked here (kind, 2 MB, 5 files) and a refused one
 * is named in a message beside the field; the accepted ones are listed with a Remove button.
 */
export function TicketAttachmentsField({ files, onChange, error, disabled }: TicketAttachmentsFieldProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = (chosen: File[]) => {
    const accepted: File[] = [];
    let refusal: string | null = null;
    for (const file of chosen) {
      if (!isKindOf(file, ATTACHMENT_KINDS)) {
        refusal ??= intl.formatMessage(
          { id: 'account.tickets.attachmentType', defaultMessage: '{name} is not a JPG, PNG or PDF file.' },
          { name: file.name },
        );
      } else if (isTooLarge(file)) {
        refusal ??= intl.formatMessage(
          { id: 'account.tickets.attachmentTooLarge', defaultMessage: '{name} is larger than 2 MB.' },
          { name: file.name },
        );
      } else if (files.length + accepted.length >= MAX_ATTACHMENTS) {
        refusal ??= intl.formatMessage(
          { id: 'account.tickets.attachmentTooMany', defaultMessage: 'You can attach up to {max} files.' },
          { max: MAX_ATTACHMENTS },
        );
      } else {
        accepted.push(file);
      }
    }
    setProblem(refusal);
    if (accepted.length > 0) onChange([...files, ...accepted]);
    // The list below keeps the files: the input is emptied so that more can be added.
    return false;
  };

  return (
    <div>
      <FilePicker
        name="attachments"
        label={<FormattedMessage id="account.tickets.attachments" defaultMessage="Attachments (optional)" />}
        hint={
          <FormattedMessage
            id="account.tickets.attachmentsHint"
            defaultMessage="JPG, PNG or PDF, up to 2 MB each, {max} files at most."
            values={{ max: MAX_ATTACHMENTS }}
          />
        }
        accept={acceptOf(ATTACHMENT_KINDS)}
        multiple
        disabled={disabled || files.length >= MAX_ATTACHMENTS}
        error={problem ?? error}
        chosen={files}
        namesListed
        onFiles={onFiles}
      />
      {files.length > 0 && (
        <Files aria-label={intl.formatMessage({ id: 'account.tickets.attachedFiles', defaultMessage: 'Attached files' })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                <UserText>{file.name}</UserText> <Size>({sizeText(file.size)})</Size>
              </span>
              <Remove
                type="button"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
                aria-label={intl.formatMessage(
                  { id: 'account.tickets.removeAttachment', defaultMessage: 'Remove {name}' },
                  { name: file.name },
                )}
              >
                <FormattedMessage id="account.tickets.remove" defaultMessage="Remove" />
              </Remove>
            </li>
          ))}
        </Files>
      )}
    </div>
  );
}

const Files = styled.ul`
  ${flexColumn('4px')}
  margin-block: -0.25rem 0.75rem;
  padding: 0;
  list-style: none;

  li {
    ${flexRow('8px', { align: 'center', justify: 'space-between' })}
    padding-block: 4px;
    padding-inline: 8px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Remove = styled.button`
  flex: none;
  padding: 2px 6px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

import { useEffect, useState } from 'react';
import { FilePicker, FormattedMessage, useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { acceptOf, isKindOf, isTooLarge, type UploadKind } from '../../components/form-files';

/** The server takes a PNG, JPEG or GIF photo of at most 2 MB (POST /update-profile; docs/product.md#limits). */
export const PHOTO_KINDS: readonly UploadKind[] = ['png', 'jpg', 'gif'];

export interface ProfilePhotoFieldProps {
  /** The saved photo's URL (null: none yet). */
  current: string | null;
  /** The photo chosen to upload, if any. */
  chosen: File | null;
  /** A file that passed the checks, or null and why the chosen one was refused. */
  onChoose: (file: File | null, problem: string | null) => void;
  /** The refusal of the last file chosen, else the server's error for profile_photo. */
  error?: string;
  disabled?: boolean;
}

/** A blob URL for a chosen file, revoked when the file changes; null where the browser has none (tests). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The profile photo: the saved one (or the one just chosen, as a preview) and a file input that
 * refuses, before any upload, a file that is not an image of the accepted kinds or is over 2 MB.
 */
export function ProfilePhotoField({ current, chosen, onChoose, error, disabled }: ProfilePhotoFieldProps) {
  const intl = useIntl();
  const preview = usePreviewUrl(chosen);
  const shown = preview ?? current;

  const onFiles = (files: File[]) => {
    const [file] = files;
    if (!file) return false;
    if (!isKindOf(file, PHOTO_KINDS)) {
      onChoose(
        null,
        intl.formatMessage({ id: 'account.profile.photoType', defaultMessage: 'The profile photo must be a PNG, JPG or GIF image.' }),
      );
      return false;
    }
    if (isTooLarge(file)) {
      onChoose(
        null,
        intl.formatMessage({ id: 'account.profile.photoTooLarge', defaultMessage: 'The profile photo must not be larger than 2 MB.' }),
      );
      return false;
    }
    onChoose(file, null);
    return true;
  };

  return (
    <Row>
      <Frame>
        {shown ? (
          <Photo
            src={shown}
            width={96}
            height={96}
            alt={
              chosen
                ? intl.formatMessage({ id: 'account.profile.photoPreview', defaultMessage: 'Preview of the new profile photo' })
                : intl.formatMessage({ id: 'account.profile.photoCurrent', defaultMessage: 'Your profile photo' })
            }
          />
        ) : (
          <Blank aria-hidden="true">
            <svg viewBox="0 0 24 24" width="48" height="48" fill="currentColor">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
            </svg>
          </Blank>
        )}
      </Frame>
      <Input>
        <FilePicker
          name="profile_photo"
          label={<FormattedMessage id="account.profile.photo" defaultMessage="Profile photo" />}
          hint={<FormattedMessage id="account.profile.photoHint" defaultMessage="PNG, JPG or GIF, up to 2 MB." />}
          accept={acceptOf(PHOTO_KINDS)}
          disabled={disabled}
          error={error}
          chosen={chosen ? [chosen] : []}
          onFiles={onFiles}
        />
      </Input>
    </Row>
  );
}

const Row = styled.div`
  ${flexRow('16px', { wrap: true, align: 'flex-start' })}
  margin-block-end: 8px;
`;

const Frame = styled.div`
  flex: none;
  inline-size: 96px;
  block-size: 96px;
  overflow: hidden;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Photo = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Blank = styled.span`
  ${flexRow(undefined, { align: 'center', justify: 'center' })}
  inline-size: 100%;
  block-size: 100%;
  color: ${({ theme }) => theme.colors.primaryScale[300]};
`;

const Input = styled.div`
  flex: 1 1 14rem;
  min-inline-size: 0;
`;

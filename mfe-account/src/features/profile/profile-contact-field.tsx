import { TextField, type TextFieldProps, FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';
import { FormBadge } from '../../components/form-badge';

export interface ProfileContactFieldProps extends TextFieldProps {
  /** Whether the saved phone or email is verified; null while none is saved (no badge). */
  verified: boolean | null;
}

/** The profile's phone or email field, with whether the saved one is verified on its label's row. */
export function ProfileContactField({ verified, ...field }: ProfileContactFieldProps) {
  return (
    <WithBadge>
      <TextField {...field} />
      {verified !== null && (
        <Badge>
          {verified ? (
            <FormBadge tone="success">
              <FormattedMessage id="account.profile.verified" defaultMessage="Verified" />
            </FormBadge>
          ) : (
            <FormBadge tone="warning">
              <FormattedMessage id="account.profile.notVerified" defaultMessage="Not verified" />
            </FormBadge>
          )}
        </Badge>
      )}
    </WithBadge>
  );
}

/** The verified badge sits on the label's row, at the field's inline end. */
const WithBadge = styled.div`
  position: relative;
  min-inline-size: 0;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
`;

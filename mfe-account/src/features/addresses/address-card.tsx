import styled from 'styled-components';
import { Button, UserText, linkTo, type SavedAddress, FormattedMessage, useIntl, flexColumn, flexRow } from 'shared-sdk';
import { FormBadge } from '../../components/form-badge';
import { LinkButton } from '../../components/link-button';
import { addressTypeLabel, addressTypeOf } from './address-fields';

export interface AddressCardProps {
  address: SavedAddress;
  /** A change to this address is on its way: its buttons wait. */
  busy: boolean;
  onMakeDefault: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
}

/** One saved address: who and where, its type and Default badges, and Edit, Make default and Delete. */
export function AddressCard({ address, busy, onMakeDefault, onDelete }: AddressCardProps) {
  const intl = useIntl();
  const headingId = `address-${address.id}-name`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <Name id={headingId}>
          <UserText>{address.name}</UserText>
        </Name>
        <Badges>
          <FormBadge tone="neutral">{addressTypeLabel(intl, addressTypeOf(address.address_type))}</FormBadge>
          {address.is_default && (
            <FormBadge tone="primary">
              <FormattedMessage id="account.address.default" defaultMessage="Default" />
            </FormBadge>
          )}
        </Badges>
      </Head>
      {/*
        Each line keeps the page's direction and alignment; the shopper's words sit in an isolate of
        their own direction, so '12, Road 7' stays '12, Road 7' in Arabic (unisolated, the page's
        right-to-left order drew it 'Road 7 ,12'). Flat and street are one isolate: split in two,
        the page would order them again.
      */}
      <Lines>
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
        <span>
          <UserText>{[address.flat_no, address.address_line].filter(Boolean).join(', ')}</UserText>
        </span>
        {address.address_line2 && (
          <span>
            <UserText>{address.address_line2}</UserText>
          </span>
        )}
        <span>
          <FormattedMessage
            id="account.address.areaPostCode"
            defaultMessage="{area}, post code {postCode}"
            values={{ area: <UserText key="area">{address.area}</UserText>, postCode: <UserText key="post">{address.post_code}</UserText> }}
          />
        </span>
      </Lines>
      <Actions>
        <LinkButton
          $variant="secondary"
          to={linkTo('editAddress', { id: address.id })}
          aria-label={intl.formatMessage(
            { id: 'account.address.editNamed', defaultMessage: 'Edit the address of {name}' },
            { name: address.name },
          )}
        >
          <FormattedMessage id="account.address.edit" defaultMessage="Edit" />
        </LinkButton>
        {!address.is_default && (
          <Button $variant="secondary" disabled={busy} onClick={() => onMakeDefault(address)}>
            <FormattedMessage id="account.address.makeDefault" defaultMessage="Make default" />
          </Button>
        )}
        <DeleteButton
          $variant="secondary"
          disabled={busy}
          onClick={() => onDelete(address)}
          aria-label={intl.formatMessage(
            { id: 'account.address.deleteNamed', defaultMessage: 'Delete the address of {name}' },
            { name: address.name },
          )}
        >
          <FormattedMessage id="account.address.delete" defaultMessage="Delete" />
        </DeleteButton>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  ${flexColumn('12px')}
  box-sizing: border-box;
  min-inline-size: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  ${flexRow('8px', { wrap: true, align: 'center', justify: 'space-between' })}
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  ${flexRow('6px')}
`;

const Lines = styled.p`
  ${flexColumn('2px')}
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  ${flexRow('8px', { wrap: true, align: 'center' })}
  margin-block-start: auto;
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

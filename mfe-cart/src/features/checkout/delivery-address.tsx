import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  Skeleton,
  SkeletonRegion,
  useQuery,
  useStores,
  type Address,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { cartQueries } from '../../data/queries';
import { addressTypeLabel } from './address-type';
import { CheckoutSection, TextButton } from './checkout-layout';

/**
 * GET /addresses each time the page mounts for a signed-in shopper with something to order
 * (`cartQueries.addresses`); the store then makes the default (else the first) the delivery address. True
 * once they are known (saved ones count).
 */
export function useAddresses(needed: boolean): boolean {
  const stores = useStores();
  const loaded = useQuery(cartQueries.addresses(stores, needed));
  return loaded.status === 'ready' || stores.auth.addresses.length > 0;
}

/**
 * The delivery address (what placeOrder sends): the chosen one, else the default, else the first.
 * Add New Address opens the account remote's address dialog (the shell's 'address' modal slot), so
 * the shopper stays on the order; the address saved there becomes the delivery address.
 */
export const DeliveryAddress = observer(function DeliveryAddress({ ready }: { ready: boolean }) {
  const { auth, checkout, ui } = useStores();
  const [changing, setChanging] = useState(false);
  const address = checkout.address ?? auth.defaultAddress;
  const canChange = auth.addresses.length > 0;

  return (
    <CheckoutSection
      id="address"
      title={<FormattedMessage id="cart.checkout.addressTitle" defaultMessage="Delivery Address" />}
      action={
        canChange && (
          <TextButton type="button" onClick={() => setChanging(true)} aria-haspopup="dialog">
            <FormattedMessage id="cart.checkout.changeAddress" defaultMessage="Change" />
          </TextButton>
        )
      }
    >
      {address ? (
        <AddressDetails address={address} />
      ) : !ready ? (
        <SkeletonRegion>
          <Skeleton height={72} />
        </SkeletonRegion>
      ) : (
        <Missing>
          <p>
            <FormattedMessage
              id="cart.checkout.noAddress"
              defaultMessage="You have no delivery address yet. Add one to place your order."
            />
          </p>
          <TextButton type="button" onClick={() => ui.open('address')} aria-haspopup="dialog">
            <FormattedMessage id="cart.checkout.addAddress" defaultMessage="Add New Address" />
          </TextButton>
        </Missing>
      )}
      {changing && <ChangeAddressDialog current={address} onClose={() => setChanging(false)} />}
    </CheckoutSection>
  );
});

/** Name, phone, the address lines, area and post code, with its type (labelled as Manage Address does) and a Default badge. */
function AddressDetails({ address }: { address: Address }) {
  // The lines as the account's pages show them; flat and street one isolate, so '12, Road 7' keeps its order.
  const lines = [
    [address.flat_no, address.address_line].filter(Boolean).join(', '),
    address.address_line2,
    [address.area, address.post_code].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
  return (
    <Details>
      <NameRow>
        {address.name && (
          <strong>
            <bdi>{address.name}</bdi>
          </strong>
        )}
        {address.address_type && (
          <Badge>
            <FormattedMessage {...addressTypeLabel(address.address_type)} />
          </Badge>
        )}
        {address.is_default && (
          <Badge $strong>
            <FormattedMessage id="cart.checkout.defaultAddress" defaultMessage="Default" />
          </Badge>
        )}
      </NameRow>
      {address.phone && (
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      )}
      {/* Each line keeps the page's direction and alignment; the shopper's words take theirs inside the <bdi>. */}
      {lines.map((line, index) => (
        // Lines have no id of their own, and two may read the same.
        <span key={index}>
          <bdi>{line}</bdi>
        </span>
      ))}
    </Details>
  );
}

/**
 * The shopper's addresses as radio options; 'Deliver Here' makes the chosen one the delivery address.
 * Add New Address gives way to the address dialog, whose saved address is delivered to at once.
 */
const ChangeAddressDialog = observer(function ChangeAddressDialog({ current, onClose }: { current: Address | null; onClose: () => void }) {
  const { auth, checkout, ui } = useStores();
  const name = useId();
  const [chosenId, setChosenId] = useState<number | null>(current?.id ?? null);
  const chosen = auth.addresses.find((a) => a.id === chosenId) ?? null;

  const confirm = () => {
    if (chosen) checkout.setAddress(chosen);
    onClose();
  };

  return (
    <Dialog
      title={<FormattedMessage id="cart.checkout.chooseAddress" defaultMessage="Choose a Delivery Address" />}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            <FormattedMessage id="cart.checkout.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={confirm} disabled={!chosen}>
            <FormattedMessage id="cart.checkout.deliverHere" defaultMessage="Deliver Here" />
          </Button>
        </>
      }
    >
      <Fieldset>
        <legend>
          <FormattedMessage id="cart.checkout.savedAddresses" defaultMessage="Your addresses" />
        </legend>
        {auth.addresses.map((address) => (
          <Option key={address.id} $checked={address.id === chosenId}>
            <input type="radio" name={name} value={address.id} checked={address.id === chosenId} onChange={() => setChosenId(address.id)} />
            <AddressDetails address={address} />
          </Option>
        ))}
      </Fieldset>
      <AddButton
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          onClose();
          ui.open('address');
        }}
      >
        <span aria-hidden="true">+</span> <FormattedMessage id="cart.checkout.addAddress" defaultMessage="Add New Address" />
      </AddButton>
    </Dialog>
  );
});

const Details = styled.div`
  ${flexColumn('2px', { align: 'flex-start' })}
  min-inline-size: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const NameRow = styled.div`
  ${flexRow('6px', { wrap: true, align: 'center' })}
`;

const Badge = styled.span<{ $strong?: boolean }>`
  padding-block: 1px;
  padding-inline: 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  background: ${({ $strong, theme }) => ($strong ? theme.colors.primaryScale[50] : theme.colors.background)};
  color: ${({ $strong, theme }) => ($strong ? theme.colors.primaryScale[800] : theme.colors.muted)};
  border: 1px solid ${({ $strong, theme }) => ($strong ? theme.colors.primaryScale[200] : theme.colors.border)};
`;

const Missing = styled.div`
  p {
    margin-block: 0 8px;
    color: ${({ theme }) => theme.colors.muted};
  }

  button {
    padding-inline: 0;
  }
`;

const AddButton = styled(TextButton)`
  padding-inline: 0;
`;

const Fieldset = styled.fieldset`
  ${flexColumn('10px')}
  margin: 0 0 12px;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  ${flexRow('10px', { align: 'flex-start' })}
  padding: 12px;
  border: 1px solid ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.primaryScale[50] : 'transparent')};
  cursor: pointer;

  input {
    flex: none;
    margin-block-start: 4px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

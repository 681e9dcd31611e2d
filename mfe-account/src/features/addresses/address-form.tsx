import styled from 'styled-components';
import {
  Button,
  TextField,
  defineMessages,
  linkTo,
  useStores,
  type AddressInput,
  type AddressType,
  type SavedAddress,
  useNavigate,
  FormattedMessage,
  useIntl,
  observer,
} from 'shared-sdk';
import { useForm } from 'shared-sdk/forms';
import { FormCheckbox } from '../../components/form-checkbox';
import { LinkButton } from '../../components/link-button';
import { FieldGrid, FormActions, Panel } from '../../components/form-controls';
import { FormSelect } from '../../components/form-select';
import { accountQueries, keepAnswer, forgetKinds } from '../../data/queries';
import { ADDRESS_TYPES, addressTypeLabel, addressTypeOf } from './address-fields';

interface Values {
  name: string;
  phone: string;
  area: string;
  flat_no: string;
  post_code: string;
  address_line: string;
  address_line2: string;
  address_type: AddressType;
  is_default: boolean;
}

function valuesOf(address: SavedAddress | null, user: { name?: string; phone?: string | null } | null): Values {
  return {
    name: address?.name ?? user?.name ?? '',
    phone: address?.phone ?? user?.phone ?? '',
    area: address?.area ?? '',
    flat_no: address?.flat_no ?? '',
    post_code: address?.post_code ?? '',
    address_line: address?.address_line ?? '',
    address_line2: address?.address_line2 ?? '',
    address_type: addressTypeOf(address?.address_type ?? 'home'),
    is_default: address?.is_default ?? false,
  };
}

const labels = defineMessages({
  name: { id: 'account.address.name', defaultMessage: 'Full name' },
  phone: { id: 'account.address.phone', defaultMessage: 'Phone' },
  area: { id: 'account.address.area', defaultMessage: 'Area' },
  postCode: { id: 'account.address.postCode', defaultMessage: 'Post code' },
  addressLine: { id: 'account.address.addressLine', defaultMessage: 'Address line' },
  addressLine2: { id: 'account.address.addressLine2', defaultMessage: 'Address line 2 (optional)' },
  flatNo: { id: 'account.address.flatNo', defaultMessage: 'Flat or floor (optional)' },
});

/** The text fields, in the form's order: the value each edits, its label and the browser's autofill hint. */
/** What the shopper types keeps its own direction (dir="auto"): 'Road 7' in an Arabic page too. */
const TEXT_FIELDS = [
  { name: 'name', label: labels.name, autoComplete: 'name', dir: 'auto' },
  { name: 'phone', label: labels.phone, autoComplete: 'tel', type: 'tel', dir: 'ltr' },
  { name: 'area', label: labels.area, autoComplete: 'address-level2', dir: 'auto' },
  { name: 'post_code', label: labels.postCode, autoComplete: 'postal-code', dir: 'auto' },
  { name: 'address_line', label: labels.addressLine, autoComplete: 'address-line1', dir: 'auto' },
  { name: 'address_line2', label: labels.addressLine2, autoComplete: 'address-line2', dir: 'auto' },
  { name: 'flat_no', label: labels.flatNo, autoComplete: 'address-line3', dir: 'auto' },
] as const;

const optional = (text: string) => text.trim() || null;

/** What the server stores: trimmed, empty optional lines as null, a saved address's coordinates kept. */
function inputOf(values: Values, address: SavedAddress | null, isDefault: boolean): AddressInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    area: values.area.trim(),
    flat_no: optional(values.flat_no),
    post_code: values.post_code.trim(),
    address_line: values.address_line.trim(),
    address_line2: optional(values.address_line2),
    address_type: values.address_type,
    is_default: isDefault,
    ...(address ? { latitude: address.latitude, longitude: address.longitude } : {}),
  };
}

export interface AddressFormProps {
  address: SavedAddress | null;
  /** In a dialog (the checkout's): the saved address goes here instead of back to Manage Address. */
  onSaved?: (address: SavedAddress) => void;
  /** In a dialog: Cancel closes it instead of going back to Manage Address. */
  onCancel?: () => void;
}

/**
 * The address form of Add New Address and Edit Address (POST /address/store, /address/{id}/update).
 * Server field errors show beside their fields; on success the server's message is toasted, the
 * auth store's addresses are fetched again (the cart's delivery address follows) and the shopper
 * goes back to Manage Address, or, in a dialog, the saved address goes to `onSaved`.
 */
export const AddressForm = observer(function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const store = useStores();
  const { api, auth, ui } = store;
  const intl = useIntl();
  const navigate = useNavigate();
  // The server keeps the default until another address takes it: the default cannot be unticked.
  const wasDefault = address?.is_default === true;
  const form = useForm<Values>({
    initialValues: () => valuesOf(address, auth.user),
    onSubmit: async (values) => {
      const input = inputOf(values, address, wasDefault || values.is_default);
      const result = address ? await api.account.updateAddress(address.id, input) : await api.account.storeAddress(input);
      ui.success(result.message || intl.formatMessage({ id: 'account.address.saved', defaultMessage: 'Address saved successfully.' }));
      // What the cache keeps of the address book is old now: the lists (and the other addresses, when
      // this one took the default) are asked again, the saved address is kept as the server answered it.
      forgetKinds(store, auth.user?.id, ['addresses', 'address']);
      keepAnswer(store.queries, accountQueries.address(api, auth.user?.id, result.address.id), result.address);
      if (onSaved) {
        onSaved(result.address);
        return;
      }
      void auth.fetchAddresses();
      navigate(linkTo('manageAddress'));
    },
    leavesOnSuccess: true,
  });
  const { values, errors, submitting: saving, setValue: set, field: text } = form;

  return (
    <Form as="form" onSubmit={form.handleSubmit} noValidate aria-busy={saving || undefined} $bare={Boolean(onSaved)}>
      <FieldGrid>
        {TEXT_FIELDS.map(({ name, label, ...input }) => (
          <TextField key={name} label={<FormattedMessage {...label} />} {...input} {...text(name)} />
        ))}
        <FormSelect
          label={<FormattedMessage id="account.address.type" defaultMessage="Address type" />}
          name="address_type"
          value={values.address_type}
          onChange={(e) => set('address_type', addressTypeOf(e.target.value))}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: addressTypeLabel(intl, type) }))}
          error={errors.address_type}
        />
      </FieldGrid>
      <FormCheckbox
        name="is_default"
        label={<FormattedMessage id="account.address.isDefault" defaultMessage="Use as my default address" />}
        hint={
          wasDefault ? (
            <FormattedMessage
              id="account.address.isDefaultKept"
              defaultMessage="This is your default address; make another address the default to change it."
            />
          ) : (
            <FormattedMessage id="account.address.isDefaultHint" defaultMessage="Your orders are delivered to the default address." />
          )
        }
        checked={wasDefault || values.is_default}
        disabled={wasDefault}
        onChange={(e) => set('is_default', e.target.checked)}
        error={errors.is_default}
      />
      <FormActions>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            <FormattedMessage id="account.address.cancel" defaultMessage="Cancel" />
          </Button>
        ) : (
          <LinkButton $variant="secondary" to={linkTo('manageAddress')}>
            <FormattedMessage id="account.address.cancel" defaultMessage="Cancel" />
          </LinkButton>
        )}
        <Button type="submit" disabled={saving}>
          <FormattedMessage id="account.address.save" defaultMessage="Save Address" />
        </Button>
      </FormActions>
    </Form>
  );
});

// In a dialog the dialog is the panel.
const Form = styled(Panel)<{ $bare: boolean }>`
  max-inline-size: 48rem;
  ${({ $bare }) => $bare && 'padding: 0; border: 0;'}
`;

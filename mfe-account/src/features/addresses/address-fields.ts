import type { AddressInput, AddressType, SavedAddress } from 'shared-sdk';
import { type IntlShape } from 'shared-sdk';

/** What POST /address/store and /address/{id}/update take as address_type (api/src/routes/account). */
export const ADDRESS_TYPES: readonly AddressType[] = ['home', 'office', 'other'];

/** The server answers the type in lower case; older servers wrote 'Home'. Unknown ones count as other. */
export function addressTypeOf(value: string | null | undefined): AddressType {
  const type = (value ?? '').trim().toLowerCase();
  return (ADDRESS_TYPES as readonly string[]).includes(type) ? (type as AddressType) : 'other';
}

export function addressTypeLabel(intl: IntlShape, type: AddressType): string {
  switch (type) {
    case 'home':
      return intl.formatMessage({ id: 'account.address.typeHome', defaultMessage: 'Home' });
    case 'office':
      return intl.formatMessage({ id: 'account.address.typeOffice', defaultMessage: 'Office' });
    default:
      return intl.formatMessage({ id: 'account.address.typeOther', defaultMessage: 'Other' });
  }
}

/** A saved address sent back as it is (Make default), the coordinates kept. */
export function addressInputOf(address: SavedAddress, isDefault?: boolean): AddressInput {
  return {
    name: address.name,
    phone: address.phone,
    area: address.area,
    flat_no: address.flat_no,
    post_code: address.post_code,
    address_line: address.address_line,
    address_line2: address.address_line2,
    address_type: addressTypeOf(address.address_type),
    latitude: address.latitude,
    longitude: address.longitude,
    ...(isDefault === undefined ? {} : { is_default: isDefault }),
  };
}

/** The first line a shopper recognises an address by (the dialog's question names it). */
export function addressSummary(address: SavedAddress): string {
  return [address.flat_no, address.address_line, address.area].filter(Boolean).join(', ');
}

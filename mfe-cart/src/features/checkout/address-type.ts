import { defineMessages, type AddressType, type MessageDescriptor } from 'shared-sdk';

// The labels Manage Address (mfe-account) shows for an address's type, under this remote's own ids:
// remotes never import each other's source, and checkout must name a type as the account pages do.
const typeMessages = defineMessages({
  home: { id: 'cart.checkout.addressTypeHome', defaultMessage: 'Home' },
  office: { id: 'cart.checkout.addressTypeOffice', defaultMessage: 'Office' },
  other: { id: 'cart.checkout.addressTypeOther', defaultMessage: 'Other' },
});

/** The server answers the type in lower case; older servers wrote 'Home'. Unknown ones count as other (as in mfe-account). */
function addressTypeOf(value: string): AddressType {
  const type = value.trim().toLowerCase();
  return type === 'home' || type === 'office' ? type : 'other';
}

/** The label of an address's type ('home' → Home, المنزل in Arabic). */
export function addressTypeLabel(type: string): MessageDescriptor {
  return typeMessages[addressTypeOf(type)];
}

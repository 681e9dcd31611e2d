/** Where the store's contact details (GET /contact-us, written by the operator) lead. */

const WEB_ADDRESS = /^https?:\/\//i;

/** A `tel:` address: the digits and a leading +, without the spaces and dashes written for reading. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp as a number ('+880 1700-000000') opens a chat at wa.me; a link the operator wrote stays. */
export function whatsappHref(whatsapp: string): string | null {
  if (WEB_ADDRESS.test(whatsapp)) return whatsapp;
  const digits = whatsapp.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Messenger as a link (https://m.me/shop) stays; a page's user name alone opens at m.me. */
export function messengerHref(messenger: string): string | null {
  if (WEB_ADDRESS.test(messenger)) return messenger;
  return /^[\w.-]+$/.test(messenger) ? `https://m.me/${messenger}` : null;
}

/** A web address as people read it: no scheme, no trailing slash ('m.me/shop'). */
export function readableAddress(address: string): string {
  return address.replace(WEB_ADDRESS, '').replace(/\/$/, '');
}

/** The registration form is prefilled with generated values; the password has 8 characters (docs/product.md#validation). */
export const GENERATED_PASSWORD_LENGTH = 8;

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomInt(max: number): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.getRandomValues) return (cryptoApi.getRandomValues(new Uint32Array(1))[0] ?? 0) % max;
  return Math.floor(Math.random() * max);
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

export interface GeneratedRegistration {
  name: string;
  phone: string;
  email: string;
  password: string;
}

export function generateRegistration(): GeneratedRegistration {
  const tag = randomDigits(6);
  return {
    name: `Customer ${tag}`,
    phone: `017${randomDigits(8)}`,
    email: `customer${tag}@example.com`,
    password: Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join(''),
  };
}

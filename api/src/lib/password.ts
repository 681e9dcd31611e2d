import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/**
 * scrypt with OWASP's recommended cost (N = 2^17, r = 8, p = 1; the time a hash takes is in
 * docs/toolchain.md). The parameters travel inside the stored string so they can be raised later.
 */
export const PRODUCTION_COST: ScryptCost = Object.freeze({ logN: 17, r: 8, p: 1 });
/** What the API test run hashes with (src/test-support/test-password-cost.ts): a far cheaper cost than production's. */
export const TEST_COST: ScryptCost = Object.freeze({ logN: 10, r: 8, p: 1 });
const KEY_LENGTH = 32;

let cost = PRODUCTION_COST;

/**
 * For the API test run only, which hashes thousands of passwords: no setting or environment
 * variable reaches this, so a server always hashes at PRODUCTION_COST (password.test.ts checks a
 * fresh process). Hashes made at the test cost still verify, their parameters being stored.
 */
export function useTestPasswordCost(): void {
  cost = TEST_COST;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Returns `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { logN, r, p } = cost;
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

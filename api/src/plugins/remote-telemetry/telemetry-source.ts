import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a report comes from, as the canary rules and the key budgets count sources
 * (docs/composition.md, "What a client can still do"): an IPv4 address whole, an IPv6 address by its
 * /64 (one subscriber's allocation: a client holds a whole /64 as easily as one address of it), an
 * IPv4-mapped IPv6 address as the IPv4 address it is. Anything else is kept as it is.
 */
export function addressNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const groups = isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" expanded and a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  const [plain = ''] = address.split('%');
  const [head = '', tail] = plain.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const written = [parts(head), tail === undefined ? [] : parts(tail)];
  const last = tail === undefined ? written[0]! : written[1]!;
  const dotted = last.at(-1)?.includes('.') ? last.pop()!.split('.').map(Number) : null;
  if (dotted) last.push(((dotted[0]! << 8) | dotted[1]!).toString(16), ((dotted[2]! << 8) | dotted[3]!).toString(16));
  const missing = 8 - written[0]!.length - written[1]!.length;
  return [...written[0]!, ...new Array<string>(tail === undefined ? 0 : missing).fill('0'), ...written[1]!].map((group) =>
    Number.parseInt(group, 16),
  );
}

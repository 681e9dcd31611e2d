/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * api-type-checks.ts is compiled, not run: these tests keep it complete. Every path the call
 * modules (api.ts, *-api.ts) request has its entry there, with the method it is called with, every
 * entry is a call that exists, and each entry checks against its own path and method.
 */
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const callModules = readdirSync(__dirname).filter((file) => file === 'api.ts' || /^[a-z]+-api\.ts$/.test(file));
/** `/shops/${encodeURIComponent(id)}` and `/shops/{id}` alike: '/api/shops/{}'. */
const normalise = (urlPath: string) => `/api${urlPath}`.replace(/\$\{[^}]*\}|\{[^}]*\}/g, '{}').replace(/^\/api\/api\//, '/api/');

interface Call {
  path: string;
  /** Known where the module calls http.get/post/delete with the literal itself. */
  method?: string;
  file: string;
}

function calls(): Call[] {
  return callModules.flatMap((file) =>
    [...read(file).matchAll(/(?:http\.(get|post|delete)(?:<.*?>)?\(\s*)?(['`])(\/[a-z][^'`]*)\2/g)].map((match) => ({
      path: normalise(match[3]!),
      method: match[1]?.toUpperCase(),
      file,
    })),
  );
}

const checks = read('api-type-checks.ts');
const entries = [...checks.matchAll(/^ {2}'(GET|POST|DELETE) (\/api\/[^']*)': \[/gm)].map((match, index, all) => ({
  method: match[1]!,
  path: match[2]!,
  body: checks.slice(match.index, all[index + 1]?.index ?? checks.length),
}));

describe('api-type-checks.ts', () => {
  it('finds the calls and the entries', () => {
    expect(callModules).toEqual(
      expect.arrayContaining([
        'api.ts',
        'catalog-api.ts',
        'cart-api.ts',
        'orders-api.ts',
        'auth-api.ts',
        'account-api.ts',
        'tickets-api.ts',
      ]),
    );
    expect(calls().length).toBeGreaterThan(50);
    expect(entries.length).toBeGreaterThan(50);
  });

  it('has an entry for every call, with its method', () => {
    const missing = calls().filter(
      (call) => !entries.some((entry) => normalise(entry.path) === call.path && (!call.method || call.method === entry.method)),
    );
    expect(missing).toEqual([]);
  });

  it('has no entry for a call the client does not make', () => {
    const called = new Set(calls().map((call) => call.path));
    expect(entries.filter((entry) => !called.has(normalise(entry.path))).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
  });

  it('checks each entry against its own path and method', () => {
    for (const entry of entries) {
      const operations = [...entry.body.matchAll(/<'(\/api\/[^']*)', '(get|post|delete)'/g)].map(
        (match) => `${match[2]!.toUpperCase()} ${match[1]}`,
      );
      expect({ entry: `${entry.method} ${entry.path}`, operations: [...new Set(operations)] }).toEqual({
        entry: `${entry.method} ${entry.path}`,
        operations: [`${entry.method} ${entry.path}`],
      });
    }
  });
});

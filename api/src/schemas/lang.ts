import { z } from 'zod';

/**
 * Response shape of GET /lang/{locale} (docs/api.md#settings-and-content): `{ id: message }`, each
 * message as text or, with ?format=ast, precompiled into react-intl's syntax tree (documented as
 * `unknown[]`: the tree's node types are react-intl's, not the contract's).
 */
export const dictionary = z.record(z.string(), z.union([z.string(), z.array(z.unknown())]));

export type DictionaryJson = z.infer<typeof dictionary>;

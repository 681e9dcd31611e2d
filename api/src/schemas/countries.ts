import { z } from 'zod';

/** Response shape of GET /countries (docs/api.md#settings-and-content): db/queries/countries.ts returns its z.infer type. */
export const country = z.object({ name: z.string(), phone_code: z.string() });

export type CountryJson = z.infer<typeof country>;

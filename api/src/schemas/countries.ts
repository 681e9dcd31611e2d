import { z } from 'zod';

/** Response shape of GET /countries (docs/api.md#settings-and-content): db/queries/countries.ts returns its z.infer type. */
export const country = z.object({
  name: z.string().describe("The country's name in the request's language"),
  phone_code: z.string(),
  names: z
    .array(z.string())
    .describe("The country's name in every language of the store (the request's first, no repeats), for a picker's search"),
});

export type CountryJson = z.infer<typeof country>;

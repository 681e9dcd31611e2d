import { z } from 'zod';

/** Every response body is `{ message?, data? }` (docs/api.md#conventions). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string().optional(), data });
}

export const messageBody = z.object({ message: z.string() });

export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

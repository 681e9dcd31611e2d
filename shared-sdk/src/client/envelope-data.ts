import type { Envelope } from './api-types';

/**
 * Unwrapping `{ message?, data? }` for the typed call factories (one per area), so that each
 * returns the envelope's `data`, or `{ message, ...data }` where the storefront shows the message.
 */

export async function envelopeData<T>(promise: Promise<{ data: Envelope<T> }>): Promise<T> {
  const response = await promise;
  if (response.data.data === undefined) throw new Error('The server answered without data.');
  return response.data.data;
}

export async function envelopeWithMessage<T extends object>(promise: Promise<{ data: Envelope<T> }>): Promise<T & { message: string }> {
  const response = await promise;
  if (response.data.data === undefined) throw new Error('The server answered without data.');
  return { ...response.data.data, message: response.data.message ?? '' };
}

export async function envelopeMessage(promise: Promise<{ data: Envelope<unknown> }>): Promise<string> {
  return (await promise).data.message ?? '';
}

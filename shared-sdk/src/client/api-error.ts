import type { AxiosError } from 'axios';
import type { FieldErrorsBody } from './api-types';

/** What a failed call means to the UI: a status, the server's message and its field errors. */
export interface ApiFailure {
  status: number;
  message: string;
  errors: Record<string, string[]>;
  /** The failed call's X-Request-Id (the server's log line), shown as the toast's reference. */
  requestId?: string;
  /** The body's `data`, when a refusal carries some (place-order's 409 carries the checkout as it is now). */
  data?: unknown;
}

/** What a failure without an answer says (no network, server unreachable); translated where it is shown. */
export const NETWORK_ERROR = { id: 'error.network', defaultMessage: 'Network error. Please check your connection and try again.' } as const;
/**
 * What a failure without an answer says when the browser knows it is offline (docs/pwa.md, "Offline"):
 * adding to the cart, checking out, saving an address need the server, and nothing was sent.
 */
export const OFFLINE_ERROR = {
  id: 'error.offline',
  defaultMessage: 'You are offline. This needs a connection: nothing was sent, try again when you are back online.',
} as const;

/** The client's own failure messages, English in code: each is put into the page's words where it is shown. */
export const CLIENT_FAILURES: readonly { id: string; defaultMessage: string }[] = [NETWORK_ERROR, OFFLINE_ERROR];

/** The message of a call that got no answer: the offline one when the browser says it has no network. */
function unansweredMessage(): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? OFFLINE_ERROR.defaultMessage : NETWORK_ERROR.defaultMessage;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return error;
  if (isAxiosError<FieldErrorsBody>(error)) {
    const body = error.response?.data;
    return {
      status: error.response?.status ?? 0,
      message: body?.message || (error.response ? error.message : unansweredMessage()),
      errors: body?.errors ?? {},
      requestId: (error as { requestId?: string }).requestId,
      ...(body?.data === undefined ? {} : { data: body.data }),
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error), errors: {} };
}

/** axios.isAxiosError's own test, without importing axios (it loads with the first call). */
function isAxiosError<T>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The first message for each field, as the forms show beside their fields. */
export function firstFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

/** An ApiFailure already (a failure the server rendered with and embedded in the page). */
function isApiFailure(value: unknown): value is ApiFailure {
  const candidate = value as Partial<ApiFailure> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    !(candidate instanceof Error) &&
    typeof candidate.status === 'number' &&
    typeof candidate.message === 'string' &&
    typeof candidate.errors === 'object'
  );
}

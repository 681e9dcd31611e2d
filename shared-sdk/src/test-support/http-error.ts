import { AxiosError, AxiosHeaders } from 'axios';

/** An axios error as the http client rejects it: a status and a `{ message, errors?, data? }` body. */
export function httpError(status: number, message: string, errors?: Record<string, string[]>, data?: unknown): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError(message, 'ERR_BAD_REQUEST', { headers }, undefined, {
    status,
    statusText: String(status),
    headers: {},
    config: { headers },
    data: { message, ...(errors ? { errors } : {}), ...(data === undefined ? {} : { data }) },
  });
}

import axios from 'axios';
import { inProcessAdapter, type ApiCall } from './api-adapter';

describe('the server renderer’s API adapter', () => {
  const client = (answer: { status: number; body: string }) => {
    const calls: ApiCall[] = [];
    const http = axios.create({
      baseURL: '/api',
      adapter: inProcessAdapter(async (call) => {
        calls.push(call);
        return { status: answer.status, headers: { 'content-type': 'application/json' }, body: answer.body };
      }),
    });
    return { http, calls };
  };

  it('asks the API in-process with the URL, params and headers the browser would send', async () => {
    const { http, calls } = client({ status: 200, body: '{"data":{"total":3}}' });
    const response = await http.get('/products', { params: { page: 2, search: 'a b' }, headers: { 'Accept-Language': 'ar' } });
    expect(response.data).toEqual({ data: { total: 3 } });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: '/api/products?page=2&search=a+b' })]);
    expect(calls[0]!.headers['accept-language']).toBe('ar');
  });

  it('rejects an error status the way axios does, with the answer for the caller', async () => {
    const { http } = client({ status: 404, body: '{"message":"Product not found."}' });
    const error: unknown = await http.get('/product-details/9').catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect(axios.isAxiosError(error) && error.response?.status).toBe(404);
    expect(axios.isAxiosError(error) && error.response?.data).toEqual({ message: 'Product not found.' });
  });
});

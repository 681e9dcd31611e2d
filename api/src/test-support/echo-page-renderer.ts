import { Readable } from 'node:stream';

/**
 * A page renderer for the API's tests (the shell's server build is the real one, tested in e2e): it
 * writes into the page everything it was given, and links to it the way the shell's head does, so a
 * test sees what a kept page was rendered for. A product page asks the API for its product, as the
 * shell's does, and shows its stock. It runs in the API's render threads (rendering/render-worker.ts).
 */

interface EchoRequest {
  path: string;
  origin: string;
  locale: string;
  localeSource: string;
}

interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

interface RendererOptions {
  callApi(call: ApiCall): Promise<{ status: number; body: string }>;
}

const PRODUCT_PAGE = /^\/products\/(\d+)\/details$/;

export async function createPageRenderer(options: RendererOptions) {
  /** The product page's product stock, through the API as the shell asks it. */
  const stockOf = async (path: string): Promise<string> => {
    const id = PRODUCT_PAGE.exec(path)?.[1];
    if (!id) return '';
    const answer = await options.callApi({ method: 'GET', url: `/api/product-details?product_id=${id}`, headers: {} });
    return `<p id="stock">${(JSON.parse(answer.body) as { data: { product: { quantity: number } } }).data.product.quantity}</p>`;
  };
  return {
    async render(request: EchoRequest) {
      const canonical = new URL(request.path, request.origin).href;
      const stock = await stockOf(request.path);
      const html = `<!doctype html><html lang="${request.locale}"><head><link rel="canonical" href="${canonical}"></head><body><pre id="given">${JSON.stringify(request)}</pre>${stock}</body></html>`;
      return { status: 200, complete: true, body: Readable.from([html]) };
    },
  };
}

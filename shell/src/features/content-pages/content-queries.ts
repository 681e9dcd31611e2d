import { plainText, toApiFailure, type Api, type PageLoader } from 'shared-sdk';

/** The shell's page requests, named once for the pages (useQuery) and their loaders. */
export const contentQueries = {
  legal: (api: Api, slug: string) => ({ key: `shell:legal:${slug}`, load: () => api.getLegalPage(slug) }),
  contact: (api: Api) => ({ key: 'shell:contact-us', load: () => api.getContactInfo() }),
};

/** /about-us, /privacy-policy... are legal pages whose slug is their path; /page/:slug names it. */
export function legalSlug(params: Readonly<Record<string, string | undefined>>, pathname: string): string {
  return params.slug ?? pathname.slice(1);
}

/**
 * The shell's pages' loaders by page key (route table `module` of routes the shell owns). A legal
 * page is text and links: static HTML whose only islands are the store's chrome (docs/islands.md).
 */
export const contentLoaders: Partial<Record<string, PageLoader>> = {
  legal: async ({ params, store, url }) => {
    try {
      const page = await store.queries.fetch(contentQueries.legal(store.api, legalSlug(params, url.pathname)));
      return { title: page.title || undefined, description: plainText(page.description) || undefined, hydrate: 'islands' };
    } catch (error) {
      if (toApiFailure(error).status === 404) return { notFound: true, hydrate: 'islands' };
      throw error;
    }
  },
  contact: async ({ store }) => {
    await store.queries.fetch(contentQueries.contact(store.api));
  },
};

import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { html, type Html } from '../../lib/html.js';
import {
  groupedAmount,
  loadPageFrame,
  ltr,
  messagePage,
  page,
  sayWithLtr,
  sendHtml,
  type PageFrame,
} from '../../rendering/server-pages.js';
import { TEST_CHECKOUT_PREFIX, TEST_PROVIDER, type TestProvider } from './test-provider.js';

/** Session ids are 'tcs_' and 24 random bytes in base64url: the link is the shopper's key to it. */
const SESSION_ID = /^tcs_[A-Za-z0-9_-]{32}$/;
const decisionBody = z.object({ decision: z.enum(['pay', 'cancel']) });

/** An amount as the provider shows it ('1,744.77 USD'): read left to right in any page. */
const amount = (minor: number, currency: string, lang: string) => `${groupedAmount(minor / 100, lang)} ${currency}`;

type Session = NonNullable<Awaited<ReturnType<TestProvider['findSession']>>>;

function checkoutPage(frame: PageFrame, session: Session): Html {
  const { t } = frame;
  const total = amount(session.amount_minor, session.currency, frame.lang);
  const rows = session.lines.map(
    (line) =>
      html`<tr><td>${ltr(line.orderCode)}</td><td>${line.shopName}</td><td class="num">${ltr(amount(line.amountMinor, session.currency, frame.lang))}</td></tr>`,
  );
  return page(
    frame,
    t('test_checkout.title'),
    html`<h1>${t('test_checkout.title')}</h1>
<p class="note">${t('test_checkout.note')}</p>
<table><thead><tr><th>${t('page.column_order')}</th><th>${t('page.column_shop')}</th><th class="num">${t('page.column_amount')}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">${t('page.total')}</td><td class="num">${ltr(total)}</td></tr></tfoot></table>
<form method="post" action="${TEST_CHECKOUT_PREFIX}${session.id}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="pay">${sayWithLtr(frame, 'test_checkout.pay', 'amount', total)}</button>
<button type="submit" name="decision" value="cancel">${t('test_checkout.cancel')}</button>
</div>
</form>`,
  );
}

/**
 * The test provider's checkout page (GET/POST /payments/test/checkout/{session}): what a provider's
 * hosted page is to Stripe. Served only while the test provider is allowed (PAYMENT_TEST_PROVIDER,
 * app_environment 'local'); paying posts here, and the provider then tells the store by webhook.
 */
export const testProviderPages: FastifyPluginAsync = async (app) => {
  // A plain HTML form posts application/x-www-form-urlencoded; only this page (in this scope) reads it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The page's frame, and the session when the test provider is on and the id names one. */
  const sessionOf = async (
    request: FastifyRequest,
    id: string,
  ): Promise<{ frame: PageFrame; found: { provider: TestProvider; session: Session | null } | null }> => {
    const { frame, settings } = await loadPageFrame(app, request);
    const environment = typeof settings.app_environment === 'string' ? settings.app_environment : 'production';
    if (!app.payments.testProviderAllowed(environment)) return { frame, found: null };
    const provider = app.payments.provider(TEST_PROVIDER) as TestProvider;
    return { frame, found: { provider, session: SESSION_ID.test(id) ? await provider.findSession(id) : null } };
  };

  const notFound = (reply: FastifyReply, frame: PageFrame) =>
    sendHtml(reply, 404, messagePage(frame, 'test_checkout.not_found_title', 'payment_page.invalid_link'));
  const closed = (reply: FastifyReply, frame: PageFrame, session: Session) =>
    session.status === 'paid'
      ? sendHtml(reply, 200, messagePage(frame, 'payment_page.complete_title', 'test_checkout.complete'))
      : sendHtml(reply, 410, messagePage(frame, 'payment_page.closed_title', 'test_checkout.closed'));

  app.get<{ Params: { id: string } }>(`${TEST_CHECKOUT_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const { frame, found } = await sessionOf(request, request.params.id);
    if (!found?.session) return notFound(reply, frame);
    if (found.session.status !== 'open' || found.session.expired) return closed(reply, frame, found.session);
    return sendHtml(reply, 200, checkoutPage(frame, found.session));
  });

  app.post<{ Params: { id: string } }>(`${TEST_CHECKOUT_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const decision = decisionBody.safeParse(request.body);
    const { frame, found } = await sessionOf(request, request.params.id);
    if (!decision.success)
      return sendHtml(reply, 400, messagePage(frame, 'payment_page.not_understood_title', 'test_checkout.use_buttons'));
    if (!found?.session) return notFound(reply, frame);
    if (decision.data.decision === 'cancel') return reply.header('cache-control', 'no-store').redirect(found.session.cancel_url, 303);
    const returnTo = await found.provider.pay(found.session.id);
    if (!returnTo) return closed(reply, frame, (await found.provider.findSession(found.session.id))!);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
};

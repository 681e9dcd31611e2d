import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getSettings } from '../../db/queries/settings.js';
import { escapeHtml, messagePage, page, sendHtml } from '../../routes/orders/pages-html.js';
import { TEST_CHECKOUT_PREFIX, TEST_PROVIDER, type TestProvider } from './test-provider.js';

/** Session ids are 'tcs_' and 24 random bytes in base64url: the link is the shopper's key to it. */
const SESSION_ID = /^tcs_[A-Za-z0-9_-]{32}$/;
const decisionBody = z.object({ decision: z.enum(['pay', 'cancel']) });

const amount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${escapeHtml(currency)}`;

type Session = NonNullable<Awaited<ReturnType<TestProvider['findSession']>>>;

function checkoutPage(session: Session): string {
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.orderCode)}</td><td>${escapeHtml(line.shopName)}</td><td class="num">${amount(line.amountMinor, session.currency)}</td></tr>`,
    )
    .join('');
  return page(
    'Test payment',
    `<h1>Test payment</h1>
<p class="note">The store's test payment service: no card is asked for and no money moves. Paying here tells the store by a signed webhook, as a card provider would.</p>
<table><thead><tr><th>Order</th><th>Shop</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Total</td><td class="num">${amount(session.amount_minor, session.currency)}</td></tr></tfoot></table>
<form method="post" action="${TEST_CHECKOUT_PREFIX}${escapeHtml(session.id)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="pay">Pay ${amount(session.amount_minor, session.currency)}</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
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

  /** The session, when the test provider is on and the id names one. */
  const sessionOf = async (id: string): Promise<{ provider: TestProvider; session: Session | null } | null> => {
    const settings = await getSettings(app.db);
    const environment = typeof settings.app_environment === 'string' ? settings.app_environment : 'production';
    if (!app.payments.testProviderAllowed(environment)) return null;
    const provider = app.payments.provider(TEST_PROVIDER) as TestProvider;
    return { provider, session: SESSION_ID.test(id) ? await provider.findSession(id) : null };
  };

  const notFound = (reply: FastifyReply) => sendHtml(reply, 404, messagePage('Payment not found', 'This payment link is not valid.'));
  const closed = (reply: FastifyReply, session: Session) =>
    session.status === 'paid'
      ? sendHtml(reply, 200, messagePage('Payment complete', 'This payment is complete. Thank you!'))
      : sendHtml(
          reply,
          410,
          messagePage('Payment closed', 'This payment has expired or was cancelled. You can pay the order again from your order history.'),
        );

  app.get<{ Params: { id: string } }>(`${TEST_CHECKOUT_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const found = await sessionOf(request.params.id);
    if (!found?.session) return notFound(reply);
    if (found.session.status !== 'open' || found.session.expired) return closed(reply, found.session);
    return sendHtml(reply, 200, checkoutPage(found.session));
  });

  app.post<{ Params: { id: string } }>(`${TEST_CHECKOUT_PREFIX}:id`, { schema: { hide: true } }, async (request, reply) => {
    const decision = decisionBody.safeParse(request.body);
    if (!decision.success)
      return sendHtml(reply, 400, messagePage('Payment not understood', 'Please use the buttons of the payment page.'));
    const found = await sessionOf(request.params.id);
    if (!found?.session) return notFound(reply);
    if (decision.data.decision === 'cancel') return reply.header('cache-control', 'no-store').redirect(found.session.cancel_url, 303);
    const returnTo = await found.provider.pay(found.session.id);
    if (!returnTo) return closed(reply, (await found.provider.findSession(found.session.id))!);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
};

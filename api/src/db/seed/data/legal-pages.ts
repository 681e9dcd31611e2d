/** Content pages served by GET /legal-pages/{slug}; description is HTML. */
export const LEGAL_PAGES = [
  {
    slug: 'about-us',
    title: 'About Us',
    description: `
<h2>Many shops, one easy checkout</h2>
<p>ShopMart is a marketplace where independent shops sell directly to you. We started in 2021 with
five shops in Dhaka; today hundreds of makers, grocers and specialists use ShopMart to reach
customers across the country.</p>
<h3>What we stand for</h3>
<ul>
  <li><strong>Real shops, real people.</strong> Every seller is verified before the first sale.</li>
  <li><strong>Fair prices.</strong> Shops set their own prices; we never add hidden fees.</li>
  <li><strong>Care after the sale.</strong> Our support team answers every ticket within one working day.</li>
</ul>
<h3>How it works</h3>
<p>Browse products from many shops, add them to one cart and choose which shops to check out.
Each shop packs and ships its own order, and you can follow every order from your dashboard.</p>
<p>Want to sell with us? Use the <em>Become a Seller</em> link at the top of the page.</p>`.trim(),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `
<p><em>Last updated: 1 January 2026</em></p>
<p>This policy explains what personal data ShopMart collects, why, and the choices you have.</p>
<h3>1. Data we collect</h3>
<ul>
  <li>Account data: your name, phone number, e-mail address and password (stored only as a secure hash).</li>
  <li>Order data: delivery addresses, the products you buy and your payment method. Card details are handled by
  our payment provider and never stored by us.</li>
  <li>Usage data: pages visited and the device and browser you use, to keep the service secure and fast.</li>
</ul>
<h3>2. How we use it</h3>
<p>We use your data to deliver orders, provide customer support, prevent fraud and, if you agree, send offers.
Shops receive only what they need to fulfil your order: your name, phone number and delivery address.</p>
<h3>3. How long we keep it</h3>
<p>Order records are kept for seven years for accounting purposes. You can delete your account at any time;
other personal data is then removed within 30 days.</p>
<h3>4. Your rights</h3>
<p>You may ask for a copy of your data, correct it, or ask us to delete it by writing to
<a href="mailto:privacy@shopmart.example">privacy@shopmart.example</a>.</p>`.trim(),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    description: `
<p><em>Last updated: 1 January 2026</em></p>
<p>By using ShopMart you agree to these terms. Please read them carefully.</p>
<h3>1. Accounts</h3>
<p>You are responsible for keeping your password safe and for all activity on your account. Tell us at once
if you suspect someone else has used it.</p>
<h3>2. Orders and prices</h3>
<ol>
  <li>Prices are shown in US dollars and include VAT. Delivery charges are shown at checkout.</li>
  <li>An order is a contract between you and the shop that sells the product. ShopMart operates the marketplace.</li>
  <li>A shop may cancel an order if a product is out of stock; any payment is then refunded in full.</li>
</ol>
<h3>3. Vouchers</h3>
<p>Vouchers apply to the shop that issued them, cannot be exchanged for cash and may carry a minimum order
amount, a maximum discount and a per-customer limit.</p>
<h3>4. Reviews</h3>
<p>Reviews must be honest and based on a real purchase. We remove reviews that are abusive or misleading.</p>
<h3>5. Liability</h3>
<p>Nothing in these terms limits your statutory rights as a consumer.</p>`.trim(),
  },
  {
    slug: 'return-and-refund-policy',
    title: 'Return & Refund Policy',
    description: `
<h2>Easy returns within 7 days</h2>
<p>If you are not happy with a product, you can return it within <strong>7 days</strong> of delivery.</p>
<h3>What can be returned</h3>
<ul>
  <li>Products that arrived damaged, faulty or different from the description.</li>
  <li>Unused products in their original packaging with all tags attached.</li>
</ul>
<h3>What cannot be returned</h3>
<ul>
  <li>Fresh food, opened cosmetics and personal care items, for hygiene reasons.</li>
  <li>Gift cards and downloadable products.</li>
</ul>
<h3>How to return</h3>
<ol>
  <li>Open a support ticket from your dashboard and choose <em>Return and refund</em>.</li>
  <li>Our team confirms within one working day and arranges a pick-up.</li>
  <li>Once the shop receives the product, your refund is issued within 5 working days to the original payment
  method (cash-on-delivery orders are refunded by mobile banking).</li>
</ol>`.trim(),
  },
] as const;

/**
 * The demo store's operator texts in Arabic (migration 0080): footer texts, ticket issue types and
 * the shops' delivery texts. The catalogue's names are in catalog-ar.ts; shop names stay as the
 * merchants wrote them.
 */

/** Settings written per language: key → Arabic value (settings.translations.ar). */
export const SETTINGS_AR: Record<string, string> = {
  web_footer_text: 'جميع الحقوق محفوظة لشوب مارت',
  web_footer_description:
    'يجمع شوب مارت المتاجر المستقلة في مكان واحد: الأزياء والإلكترونيات والمنزل والجمال والبقالة الطازجة، تصلك حتى باب بيتك مع دفع آمن وإرجاع سهل.',
};

/** The payment gateways' titles in Arabic, by gateway name (settings.translations.ar of payment_gateways). */
export const PAYMENT_GATEWAY_TITLES_AR: Record<string, string> = {
  cash: 'الدفع عند الاستلام',
  card: 'الدفع بالبطاقة',
};

/** TICKET_ISSUE_TYPES (settings.ts) in Arabic, by their English name. */
export const TICKET_ISSUE_TYPES_AR: Record<string, string> = {
  'Order issue': 'مشكلة في الطلب',
  'Payment issue': 'مشكلة في الدفع',
  'Delivery problem': 'مشكلة في التوصيل',
  'Damaged or wrong product': 'منتج تالف أو غير صحيح',
  'Return and refund': 'الإرجاع والاسترداد',
  'Account and login': 'الحساب وتسجيل الدخول',
  Other: 'أخرى',
};

/** The shops' estimated delivery texts (catalog.ts) in Arabic. */
export const DELIVERY_TIMES_AR: Record<string, string> = {
  'Same day': 'في اليوم نفسه',
  '1-3 days': 'من يوم إلى 3 أيام',
  '2-4 days': 'من 2 إلى 4 أيام',
  '2-5 days': 'من 2 إلى 5 أيام',
  '3-5 days': 'من 3 إلى 5 أيام',
  '3-6 days': 'من 3 إلى 6 أيام',
  '4-7 days': 'من 4 إلى 7 أيام',
};

import { themeShades } from '../../../lib/color.js';
import { generatedImageUrl } from '../../../media/media-url.js';

export const GOOGLE_PLAY_LINK = 'https://play.google.com/store/apps/details?id=com.shopmart.app';
export const APP_STORE_LINK = 'https://apps.apple.com/app/shopmart/id6400000000';

/** The settings rows of a fresh store, keyed as GET /master names them. */
export function demoSettings(): Record<string, unknown> {
  return {
    app_name: 'ShopMart',
    app_locale: 'en',
    currency: { symbol: '$', position: 'prefix', code: 'USD' },
    web_logo: generatedImageUrl('logo', 1, 'Shop Mart'),
    web_footer_logo: generatedImageUrl('footer-logo', 1, 'Shop Mart'),
    footer_qr: generatedImageUrl('qr', 1, 'Download App', GOOGLE_PLAY_LINK),
    web_footer_text: 'All rights reserved by ShopMart',
    web_footer_description:
      'ShopMart brings independent shops together in one place: fashion, electronics, home, beauty and fresh groceries, delivered to your door with secure payment and easy returns.',
    web_show_footer: true,
    mobile: '+8801700000000',
    email: 'support@shopmart.example',
    address: 'House 12, Road 7, Gulshan 1, Dhaka 1212, Bangladesh',
    multi_vendor: true,
    show_download_app: true,
    google_playstore_link: GOOGLE_PLAY_LINK,
    app_store_link: APP_STORE_LINK,
    payment_gateways: [
      { name: 'cash', title: 'Cash on Delivery', logo: generatedImageUrl('payment', 1, 'cash') },
      { name: 'card', title: 'Card payment', logo: generatedImageUrl('payment', 2, 'card') },
    ],
    social_links: [
      { name: 'facebook', link: 'https://www.facebook.com/shopmart', logo: generatedImageUrl('social', 1, 'facebook') },
      { name: 'instagram', link: 'https://www.instagram.com/shopmart', logo: generatedImageUrl('social', 2, 'instagram') },
      { name: 'x', link: 'https://x.com/shopmart', logo: generatedImageUrl('social', 3, 'x') },
      { name: 'youtube', link: 'https://www.youtube.com/@shopmart', logo: generatedImageUrl('social', 4, 'youtube') },
    ],
    theme_colors: themeShades('#EE456B'),
    pusher_app_key: '',
    pusher_app_cluster: '',
    app_environment: 'local',
    register_otp_verify: false,
    register_otp_type: 'phone',
    forgot_otp_type: 'phone',
    social_auths: {
      google: { is_active: false, client_id: '' },
      facebook: { is_active: false, client_id: '' },
      apple: { is_active: false, client_id: '', redirect_url: '' },
    },
    contact_us: {
      phone: '+8801700000000',
      email: 'support@shopmart.example',
      whatsapp: '+8801700000000',
      messenger: 'https://m.me/shopmart',
    },
    // Prices include VAT (docs/api.md#conventions); a positive rate would add order tax on top.
    order_tax_percentage: 0,
  };
}

export const LANGUAGES = [
  { name: 'en', title: 'English', direction: 'ltr' },
  { name: 'ar', title: 'العربية', direction: 'rtl' },
] as const;

export const TICKET_ISSUE_TYPES = [
  'Order issue',
  'Payment issue',
  'Delivery problem',
  'Damaged or wrong product',
  'Return and refund',
  'Account and login',
  'Other',
];

export const BANNERS = [
  { title: 'Summer Fashion Sale', link: '/categories/fashion' },
  { title: 'New Tech Arrivals', link: '/categories/electronics' },
  { title: 'Home Makeover Week', link: '/categories/home-living' },
  { title: 'Fresh Groceries Delivered Daily', link: '/categories/groceries' },
];

export const ADS = [
  { title: 'Glow Up Beauty Deals', link: '/categories/beauty-health' },
  { title: 'Get Outdoors Camping Gear', link: '/categories/sports-outdoors' },
  { title: 'Back to School Stationery', link: '/categories/books-stationery' },
];

import type { MasterSettings } from 'shared-sdk';

/**
 * What the shell's tests read of GET /master beyond shared-sdk/testing's masterSettings(): the store's
 * name, hotline, footer texts, app links, payment and social logos, and a category with a subcategory
 * for the menus.
 */
export const SHELL_MASTER: Partial<MasterSettings> = {
  app_name: 'Ready Shop',
  mobile: '+964 750 000 0000',
  email: 'hello@example.com',
  web_footer_description: 'Everything you need, delivered.',
  google_playstore_link: 'https://play.example.com/app',
  app_store_link: 'https://apps.example.com/app',
  payment_gateways: [{ name: 'cash', title: 'Cash on delivery', logo: '/media/cash.png' }],
  social_links: [{ name: 'facebook', link: 'https://facebook.example.com/shop', logo: '/media/facebook.png' }],
  categories: [
    {
      id: 7,
      name: 'Fashion',
      thumbnail: '/media/fashion.png',
      sub_categories: [{ id: 71, name: 'Shoes', thumbnail: '/media/shoes.png' }],
    },
  ],
};

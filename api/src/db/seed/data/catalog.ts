/**
 * The demo catalogue: shops, categories with sub-categories, and product templates per
 * sub-category. Product names carry a word the image generator recognises (shirt, sneakers,
 * laptop ...) so every product gets a fitting pictogram.
 */

export interface ShopSeed {
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  estimatedDeliveryTime: string;
  deliveryCharge: number;
  phone: string;
  email: string;
  address: string;
  isOnline: boolean;
  /** Ready-made voucher code prefix, e.g. URBAN → URBAN5, URBAN10. */
  voucherPrefix: string;
}

/** [name, surcharge] */
export type SizeOption = readonly [string, number];
/** [name, hex, surcharge] */
export type ColorOption = readonly [string, string, number];
/** [name, brand, price] */
export type ProductTemplate = readonly [string, string, number];

export interface SubCategorySeed {
  name: string;
  shop: string;
  unit: string;
  sizes: readonly SizeOption[];
  colors: readonly ColorOption[] | null;
  features: readonly string[];
  products: readonly ProductTemplate[];
}

export interface CategorySeed {
  name: string;
  subCategories: readonly SubCategorySeed[];
}

export const SHOPS: readonly ShopSeed[] = [
  {
    slug: 'urban-threads',
    name: 'Urban Threads',
    shortDescription: 'Everyday fashion for men and women, made to last.',
    description:
      'Urban Threads designs wardrobe staples from breathable cotton, linen and recycled fibres. Every piece is cut for comfort and finished by hand in small batches.',
    estimatedDeliveryTime: '2-4 days',
    deliveryCharge: 4.99,
    phone: '+8801711000001',
    email: 'hello@urbanthreads.example',
    address: '14 Banani Road 11, Dhaka',
    isOnline: true,
    voucherPrefix: 'URBAN',
  },
  {
    slug: 'stride-and-co',
    name: 'Stride & Co.',
    shortDescription: 'Sneakers, boots and sandals for every step.',
    description:
      'Stride & Co. stocks comfortable footwear from trusted makers, with free size exchanges within 14 days.',
    estimatedDeliveryTime: '3-5 days',
    deliveryCharge: 5.99,
    phone: '+8801711000002',
    email: 'care@strideandco.example',
    address: '8 Dhanmondi 27, Dhaka',
    isOnline: true,
    voucherPrefix: 'STRIDE',
  },
  {
    slug: 'technest',
    name: 'TechNest',
    shortDescription: 'Phones, laptops and audio with official warranty.',
    description:
      'TechNest is an authorised reseller of the brands it carries. Every device ships sealed with an official warranty and a 7-day replacement promise.',
    estimatedDeliveryTime: '1-3 days',
    deliveryCharge: 0,
    phone: '+8801711000003',
    email: 'support@technest.example',
    address: '51 Elephant Road, Dhaka',
    isOnline: true,
    voucherPrefix: 'TECH',
  },
  {
    slug: 'casa-bella',
    name: 'Casa Bella',
    shortDescription: 'Furniture, kitchenware and decor for a warmer home.',
    description:
      'Casa Bella curates solid-wood furniture, durable cookware and handmade decor from independent workshops.',
    estimatedDeliveryTime: '4-7 days',
    deliveryCharge: 9.99,
    phone: '+8801711000004',
    email: 'hello@casabella.example',
    address: '22 Gulshan Avenue, Dhaka',
    isOnline: true,
    voucherPrefix: 'CASA',
  },
  {
    slug: 'glow-lab',
    name: 'Glow Lab',
    shortDescription: 'Skincare, makeup and fragrance that love your skin.',
    description:
      'Glow Lab selects dermatologist-tested skincare and cruelty-free makeup. Every product is authentic and stored away from heat.',
    estimatedDeliveryTime: '2-4 days',
    deliveryCharge: 3.49,
    phone: '+8801711000005',
    email: 'care@glowlab.example',
    address: '3 Uttara Sector 7, Dhaka',
    isOnline: true,
    voucherPrefix: 'GLOW',
  },
  {
    slug: 'trailhead-outfitters',
    name: 'Trailhead Outfitters',
    shortDescription: 'Gear for the gym, the road and the trail.',
    description:
      'Trailhead Outfitters equips weekend hikers, daily cyclists and home athletes with gear tested by our own team.',
    estimatedDeliveryTime: '3-6 days',
    deliveryCharge: 6.99,
    phone: '+8801711000006',
    email: 'team@trailhead.example',
    address: '90 Mirpur Road, Dhaka',
    isOnline: false,
    voucherPrefix: 'TRAIL',
  },
  {
    slug: 'green-basket',
    name: 'Green Basket',
    shortDescription: 'Fresh produce, drinks and snacks delivered daily.',
    description:
      'Green Basket sources fruit and vegetables from local farms every morning and delivers them within the day.',
    estimatedDeliveryTime: 'Same day',
    deliveryCharge: 1.99,
    phone: '+8801711000007',
    email: 'orders@greenbasket.example',
    address: '5 Kawran Bazar, Dhaka',
    isOnline: true,
    voucherPrefix: 'GREEN',
  },
  {
    slug: 'little-wonders',
    name: 'Little Wonders',
    shortDescription: 'Safe toys and baby care for curious little ones.',
    description:
      'Little Wonders only stocks toys that meet international safety standards, plus gentle everyday baby care.',
    estimatedDeliveryTime: '2-5 days',
    deliveryCharge: 3.99,
    phone: '+8801711000008',
    email: 'hello@littlewonders.example',
    address: '17 Mohammadpur Ring Road, Dhaka',
    isOnline: true,
    voucherPrefix: 'KIDS',
  },
  {
    slug: 'page-turner',
    name: 'Page Turner',
    shortDescription: 'Books, stationery and art supplies.',
    description:
      'Page Turner is an independent bookshop with a soft spot for notebooks, good pens and paint.',
    estimatedDeliveryTime: '3-5 days',
    deliveryCharge: 2.49,
    phone: '+8801711000009',
    email: 'books@pageturner.example',
    address: '40 Nilkhet Road, Dhaka',
    isOnline: true,
    voucherPrefix: 'PAGE',
  },
];

const CLOTHING_SIZES: readonly SizeOption[] = [['S', 0], ['M', 0], ['L', 2], ['XL', 4]];
const SHOE_SIZES: readonly SizeOption[] = [['39', 0], ['40', 0], ['41', 0], ['42', 0], ['43', 3], ['44', 3]];
const APPAREL_COLORS: readonly ColorOption[] = [
  ['Black', '#111827', 0],
  ['White', '#F9FAFB', 0],
  ['Navy', '#1E3A8A', 0],
  ['Olive', '#556B2F', 2],
  ['Burgundy', '#800020', 2],
  ['Sand', '#D6C6A5', 0],
];
const DEVICE_COLORS: readonly ColorOption[] = [
  ['Midnight Black', '#0F172A', 0],
  ['Silver', '#C0C0C0', 0],
  ['Ocean Blue', '#1D4ED8', 10],
  ['Rose Gold', '#B76E79', 15],
];
const HOME_COLORS: readonly ColorOption[] = [
  ['Natural Oak', '#C8A165', 0],
  ['Walnut', '#5C4033', 20],
  ['Charcoal', '#36454F', 10],
  ['Ivory', '#FFFFF0', 0],
];
const BRIGHT_COLORS: readonly ColorOption[] = [
  ['Red', '#DC2626', 0],
  ['Blue', '#2563EB', 0],
  ['Green', '#16A34A', 0],
  ['Yellow', '#FACC15', 0],
  ['Pink', '#EC4899', 1],
];
const SHADES: readonly ColorOption[] = [
  ['Ruby Red', '#9B111E', 0],
  ['Nude Rose', '#E8B4B8', 0],
  ['Coral', '#FF7F50', 0],
  ['Berry', '#8E3A59', 1],
];
const FINISHES: readonly ColorOption[] = [
  ['Gold', '#D4AF37', 0],
  ['Rose Gold', '#B76E79', 5],
  ['Matte Black', '#1F2937', 5],
];

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Fashion',
    subCategories: [
      {
        name: "Men's Clothing",
        shop: 'urban-threads',
        unit: 'pc',
        sizes: CLOTHING_SIZES,
        colors: APPAREL_COLORS,
        features: ['100% breathable cotton', 'Regular fit', 'Machine washable at 30°C', 'Reinforced seams'],
        products: [
          ['Classic Oxford Shirt', 'Northwind', 39.99],
          ['Slim Fit Chinos', 'Northwind', 44.5],
          ['Everyday Crew Tee', 'Basics Lab', 14.99],
          ['Zip Fleece Hoodie', 'Basics Lab', 49],
          ['Linen Summer Shirt', 'Coastline', 36],
        ],
      },
      {
        name: "Women's Clothing",
        shop: 'urban-threads',
        unit: 'pc',
        sizes: CLOTHING_SIZES,
        colors: APPAREL_COLORS,
        features: ['Soft, drapey fabric', 'Relaxed fit', 'Hand or gentle machine wash', 'Designed in-house'],
        products: [
          ['Floral Wrap Dress', 'Bloom & Co', 54.99],
          ['Pleated Midi Skirt', 'Bloom & Co', 42],
          ['Silk Touch Blouse', 'Atelier Nine', 38.5],
          ['High Rise Jeans', 'Denim Works', 59.99],
          ['Cable Knit Cardigan', 'Atelier Nine', 64],
        ],
      },
      {
        name: 'Shoes',
        shop: 'stride-and-co',
        unit: 'pair',
        sizes: SHOE_SIZES,
        colors: APPAREL_COLORS,
        features: ['Cushioned insole', 'Non-slip rubber outsole', 'Breathable lining', 'Free size exchange'],
        products: [
          ['Cloud Runner Sneakers', 'Fleetfoot', 89.99],
          ['Leather Chelsea Boots', 'Oakridge', 129],
          ['Classic Low Top Sneakers', 'Fleetfoot', 49.99],
          ['Suede Penny Loafers', 'Oakridge', 99.5],
          ['Trail Walking Sandals', 'Terra Step', 45],
        ],
      },
      {
        name: 'Accessories',
        shop: 'urban-threads',
        unit: 'pc',
        sizes: [['Small', 0], ['Medium', 5], ['Large', 10]],
        colors: APPAREL_COLORS,
        features: ['Full-grain materials', 'Lined interior', 'Hand-finished edges', 'One-year warranty'],
        products: [
          ['Leather Tote Bag', 'Marlow', 119],
          ['Everyday Travel Backpack', 'Marlow', 69.99],
          ['Slim Bifold Wallet', 'Marlow', 34.99],
          ['Woven Leather Belt', 'Northwind', 29],
          ['Polarised Aviator Sunglasses', 'Coastline', 59],
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    subCategories: [
      {
        name: 'Phones & Tablets',
        shop: 'technest',
        unit: 'pc',
        sizes: [['128GB', 0], ['256GB', 100], ['512GB', 220]],
        colors: DEVICE_COLORS,
        features: ['6.5" OLED display', 'All-day battery with fast charging', 'Dual camera with night mode', 'Official warranty'],
        products: [
          ['Nova X Smartphone', 'Nova', 699],
          ['Nova Lite Smartphone', 'Nova', 349],
          ['Pixelate 8 Smartphone', 'Pixelate', 599],
          ['Tab S 11 Tablet', 'Orion', 449],
          ['Orion Mini Tablet', 'Orion', 299],
        ],
      },
      {
        name: 'Laptops',
        shop: 'technest',
        unit: 'pc',
        sizes: [['8GB / 256GB', 0], ['16GB / 512GB', 200], ['32GB / 1TB', 450]],
        colors: DEVICE_COLORS,
        features: ['Backlit keyboard', 'Full HD IPS display', 'Wi-Fi 6 and Bluetooth 5.3', 'Up to 12 hours of battery'],
        products: [
          ['AirBook 14 Laptop', 'Orion', 999],
          ['ProBook 16 Laptop', 'Orion', 1499],
          ['Student 13 Chromebook', 'Pixelate', 329],
          ['Gamer X 15 Laptop', 'Vortex', 1299],
          ['Flip 14 Laptop', 'Nova', 849],
        ],
      },
      {
        name: 'Audio',
        shop: 'technest',
        unit: 'pc',
        sizes: [['Standard', 0], ['With Travel Case', 15]],
        colors: DEVICE_COLORS,
        features: ['Active noise cancelling', 'Bluetooth 5.3 multipoint', 'USB-C fast charging', 'Built-in microphones'],
        products: [
          ['Studio Pro Headphones', 'Sonique', 249],
          ['Buds Air Earbuds', 'Sonique', 129],
          ['Boom Mini Speaker', 'Boomtown', 59.99],
          ['Cinema Soundbar 300', 'Boomtown', 199],
          ['Sport Wireless Earbuds', 'Vortex', 79],
        ],
      },
      {
        name: 'Wearables',
        shop: 'technest',
        unit: 'pc',
        sizes: [['40mm', 0], ['44mm', 30]],
        colors: DEVICE_COLORS,
        features: ['Heart-rate and sleep tracking', 'Water resistant to 50 m', 'Up to 7 days of battery', 'Works with Android and iOS'],
        products: [
          ['Pulse 5 Smartwatch', 'Pulse', 249],
          ['Pulse Active Band', 'Pulse', 69],
          ['Orion Classic Smartwatch', 'Orion', 329],
          ['Junior GPS Watch', 'Nova', 89],
          ['Trail Explorer Watch', 'Vortex', 399],
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    subCategories: [
      {
        name: 'Furniture',
        shop: 'casa-bella',
        unit: 'pc',
        sizes: [['Standard', 0], ['Large', 60]],
        colors: HOME_COLORS,
        features: ['Solid wood frame', 'Easy assembly in under 30 minutes', 'Stain-resistant finish', 'Five-year frame warranty'],
        products: [
          ['Nordic Lounge Chair', 'Fjord', 249],
          ['Oak Side Table', 'Fjord', 189],
          ['Three Seat Linen Sofa', 'Haven', 899],
          ['Standing Work Desk', 'Haven', 379],
        ],
      },
      {
        name: 'Kitchen',
        shop: 'casa-bella',
        unit: 'pc',
        sizes: [['Small', 0], ['Medium', 6], ['Large', 12]],
        colors: HOME_COLORS,
        features: ['Dishwasher safe', 'Food-grade materials', 'Works on gas, electric and induction', 'Lifetime guarantee'],
        products: [
          ['Stoneware Coffee Mug Set', 'Hearth', 24],
          ['Cast Iron Skillet Pan', 'Hearth', 49.99],
          ['Electric Glass Kettle', 'Brewline', 39],
          ['Chef Knife with Block', 'Brewline', 89],
        ],
      },
      {
        name: 'Decor',
        shop: 'casa-bella',
        unit: 'pc',
        sizes: [['Small', 0], ['Medium', 8], ['Large', 15]],
        colors: HOME_COLORS,
        features: ['Handmade by artisans', 'Each piece slightly unique', 'Gift-ready packaging', 'Wipe clean with a soft cloth'],
        products: [
          ['Ceramic Bedside Lamp', 'Lumen', 79],
          ['Handblown Glass Vase', 'Lumen', 45],
          ['Soy Wax Candle Trio', 'Ember', 29.5],
          ['Round Wall Mirror', 'Ember', 119],
        ],
      },
    ],
  },
  {
    name: 'Beauty & Health',
    subCategories: [
      {
        name: 'Skincare',
        shop: 'glow-lab',
        unit: 'bottle',
        sizes: [['30 ml', 0], ['50 ml', 6], ['100 ml', 12]],
        colors: null,
        features: ['Dermatologist tested', 'Fragrance free', 'Suitable for sensitive skin', 'Not tested on animals'],
        products: [
          ['Vitamin C Brightening Serum', 'Dermaglow', 28],
          ['Hydrating Face Cream', 'Dermaglow', 24.5],
          ['Gentle Foaming Cleanser', 'Purely', 16],
          ['Daily Sunscreen SPF 50', 'Purely', 19.99],
        ],
      },
      {
        name: 'Makeup',
        shop: 'glow-lab',
        unit: 'pc',
        sizes: [['Mini', 0], ['Full Size', 8]],
        colors: SHADES,
        features: ['Long-wearing formula', 'Cruelty free', 'Enriched with vitamin E', 'Paraben free'],
        products: [
          ['Velvet Matte Lipstick', 'Muse', 18],
          ['Volume Lash Mascara', 'Muse', 15.5],
          ['Silk Finish Foundation', 'Canvas Beauty', 32],
          ['Cheek Glow Blush', 'Canvas Beauty', 21],
        ],
      },
      {
        name: 'Fragrance',
        shop: 'glow-lab',
        unit: 'bottle',
        sizes: [['30 ml', 0], ['50 ml', 20], ['100 ml', 45]],
        colors: FINISHES,
        features: ['Long-lasting eau de parfum', 'Refillable bottle', 'Notes of citrus, jasmine and cedar', 'Gift box included'],
        products: [
          ['Amber Nights Perfume', 'Maison Rue', 85],
          ['Citrus Bloom Eau de Parfum', 'Maison Rue', 72],
          ['Cedar and Sage Cologne', 'Atlas', 64],
          ['Rose Water Body Mist', 'Atlas', 22],
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    subCategories: [
      {
        name: 'Fitness',
        shop: 'stride-and-co',
        unit: 'set',
        sizes: [['Light', 0], ['Medium', 10], ['Heavy', 20]],
        colors: BRIGHT_COLORS,
        features: ['Non-slip grip', 'Durable coated finish', 'Compact to store', 'Includes a workout guide'],
        products: [
          ['Adjustable Dumbbell Pair', 'Ironform', 149],
          ['Cast Iron Kettlebell', 'Ironform', 45],
          ['Resistance Band Set', 'FlexFit', 24.99],
          ['Cork Yoga Mat', 'FlexFit', 39],
        ],
      },
      {
        name: 'Cycling',
        shop: 'trailhead-outfitters',
        unit: 'pc',
        sizes: [['S', 0], ['M', 0], ['L', 20]],
        colors: BRIGHT_COLORS,
        features: ['Lightweight aluminium', 'Tested for road and trail', 'Easy tool-free adjustment', 'Two-year warranty'],
        products: [
          ['City Commuter Bicycle', 'Velo', 549],
          ['Mountain Trail Bike', 'Velo', 899],
          ['Aero Road Helmet', 'Apex', 89],
          ['Toddler Balance Bike', 'Apex', 119],
        ],
      },
      {
        name: 'Camping',
        shop: 'trailhead-outfitters',
        unit: 'pc',
        sizes: [['2 Person', 0], ['4 Person', 40]],
        colors: BRIGHT_COLORS,
        features: ['Waterproof to 3000 mm', 'Packs down small', 'Quick pitch in five minutes', 'Repair kit included'],
        products: [
          ['Dome Camping Tent', 'Summit', 179],
          ['Down Sleeping Bag', 'Summit', 129],
          ['Rechargeable LED Lantern', 'Northstar', 34.99],
          ['Lightweight Daypack Backpack', 'Northstar', 69],
        ],
      },
    ],
  },
  {
    name: 'Groceries',
    subCategories: [
      {
        name: 'Fresh Produce',
        shop: 'green-basket',
        unit: 'kg',
        sizes: [['500 g', 0], ['1 kg', 1.5], ['2 kg', 2.8]],
        colors: null,
        features: ['Picked this morning', 'From local farms', 'No artificial ripening', 'Delivered chilled'],
        products: [
          ['Organic Gala Apples', 'Farm Fresh', 4.5],
          ['Ripe Cavendish Bananas', 'Farm Fresh', 2.2],
          ['Hass Avocados', 'Green Valley', 6.99],
          ['Vine Tomatoes', 'Green Valley', 3.4],
        ],
      },
      {
        name: 'Beverages',
        shop: 'green-basket',
        unit: 'pack',
        sizes: [['Single', 0], ['Pack of 6', 8], ['Pack of 12', 15]],
        colors: null,
        features: ['No added sugar', 'Recyclable packaging', 'Best served chilled', 'Sourced responsibly'],
        products: [
          ['Cold Pressed Orange Juice', 'Sunny Press', 4.99],
          ['Arabica Coffee Beans', 'Roast House', 12.5],
          ['Green Tea Leaves', 'Roast House', 8.75],
          ['Sparkling Mineral Water', 'Sunny Press', 1.5],
        ],
      },
      {
        name: 'Snacks',
        shop: 'green-basket',
        unit: 'pack',
        sizes: [['Small Pack', 0], ['Family Pack', 3]],
        colors: null,
        features: ['Baked, not fried', 'No artificial colours', 'Resealable pack', 'Vegetarian'],
        products: [
          ['Dark Chocolate Cookies', 'Crumb & Co', 3.99],
          ['Sea Salt Potato Chips', 'Crumb & Co', 2.49],
          ['Roasted Almonds', 'Nutty Bay', 7.5],
          ['Honey Oat Granola', 'Nutty Bay', 5.99],
        ],
      },
    ],
  },
  {
    name: 'Toys & Kids',
    subCategories: [
      {
        name: 'Toys',
        shop: 'little-wonders',
        unit: 'pc',
        sizes: [['Standard', 0], ['Deluxe', 10]],
        colors: BRIGHT_COLORS,
        features: ['Non-toxic materials', 'Meets EN71 safety standard', 'For ages 3 and up', 'Batteries not required'],
        products: [
          ['Wooden Building Blocks', 'Playwell', 29.99],
          ['Remote Control Car', 'Zoomies', 44],
          ['Soft Plush Teddy Bear', 'Cuddle Co', 19.5],
          ['Animal Jigsaw Puzzle', 'Playwell', 14],
        ],
      },
      {
        name: 'Baby Care',
        shop: 'little-wonders',
        unit: 'pack',
        sizes: [['Newborn', 0], ['Small', 0], ['Medium', 2]],
        colors: BRIGHT_COLORS,
        features: ['Hypoallergenic', 'Paediatrician approved', 'Free from parabens', 'Gentle on delicate skin'],
        products: [
          ['Ultra Soft Baby Diapers', 'Tiny Steps', 18.99],
          ['Anti Colic Baby Bottle', 'Tiny Steps', 12.5],
          ['Lightweight Baby Stroller', 'Cuddle Co', 189],
          ['Organic Cotton Baby Blanket', 'Cuddle Co', 27],
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    subCategories: [
      {
        name: 'Books',
        shop: 'page-turner',
        unit: 'pc',
        sizes: [['Paperback', 0], ['Hardcover', 8]],
        colors: null,
        features: ['Brand new copy', 'Printed on acid-free paper', 'Ships in a protective sleeve', 'Signed copies while stocks last'],
        products: [
          ['The Quiet Harbour Novel', 'Lantern Press', 16.99],
          ['Everyday Vegetarian Cookbook', 'Lantern Press', 29],
          ['A Short History of Maps Book', 'Meridian Books', 22.5],
          ['Mindful Mornings Journal', 'Meridian Books', 14.99],
        ],
      },
      {
        name: 'Stationery',
        shop: 'page-turner',
        unit: 'pack',
        sizes: [['Single', 0], ['Pack of 3', 6]],
        colors: BRIGHT_COLORS,
        features: ['Smooth, skip-free ink', 'Comfortable grip', 'Refillable', 'Plastic-free packaging'],
        products: [
          ['Gel Ink Pen Set', 'Inkwell', 9.99],
          ['Graphite Pencil Set', 'Inkwell', 7.5],
          ['Pastel Highlighter Markers', 'Brightline', 8.25],
          ['Dotted A5 Notebook', 'Brightline', 12],
        ],
      },
      {
        name: 'Art Supplies',
        shop: 'page-turner',
        unit: 'set',
        sizes: [['12 Colours', 0], ['24 Colours', 10], ['48 Colours', 22]],
        colors: BRIGHT_COLORS,
        features: ['Artist-grade pigments', 'Lightfast colours', 'Blends smoothly', 'Comes in a reusable tin'],
        products: [
          ['Watercolor Paint Palette', 'Studio Hue', 24],
          ['Acrylic Paint Set', 'Studio Hue', 32],
          ['Sable Brush Set', 'Canvas & Co', 19],
          ['Cotton Canvas Panels', 'Canvas & Co', 21.5],
        ],
      },
    ],
  },
];

export const UNITS = ['pc', 'pair', 'set', 'pack', 'bottle', 'kg'] as const;

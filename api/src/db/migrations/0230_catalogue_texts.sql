-- Shopper-facing catalogue texts per language (docs/i18n.md), as migration 0080 keeps an operator's
-- texts: the row's own columns in the store's default language, `translations` the other languages
-- ({ "ar": { "name": "…" } }); a language or a column missing there falls back to the row's own.
--   categories, sub_categories, products, flash_sales: name
--   banners, ads: title and thumbnail (the picture drawn in that language: no words of another on it)
-- Kept on the rows themselves, so one read serves a page and the change triggers of migration 0050
-- (and so the public cache) see a translation change like any other change of the row.
ALTER TABLE categories
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE sub_categories
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE products
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE flash_sales
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE banners
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE ads
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

-- A store seeded with the demo data before this migration gets the Arabic the seed now writes
-- (api/src/db/seed/data/catalog-ar.ts). Only rows still as the seed wrote them (same slug and name,
-- or same title and picture) are given it: a row an operator renamed keeps its own words.

UPDATE categories c
   SET translations = jsonb_build_object('ar', jsonb_build_object('name', v.arabic))
  FROM (VALUES
  ('fashion', 'Fashion', 'أزياء'),
  ('electronics', 'Electronics', 'إلكترونيات'),
  ('home-living', 'Home & Living', 'المنزل والمعيشة'),
  ('beauty-health', 'Beauty & Health', 'الجمال والصحة'),
  ('sports-outdoors', 'Sports & Outdoors', 'الرياضة والهواء الطلق'),
  ('groceries', 'Groceries', 'البقالة'),
  ('toys-kids', 'Toys & Kids', 'الألعاب والأطفال'),
  ('books-stationery', 'Books & Stationery', 'الكتب والقرطاسية')
  ) AS v (slug, name, arabic)
 WHERE c.slug = v.slug AND c.name = v.name;

UPDATE sub_categories sc
   SET translations = jsonb_build_object('ar', jsonb_build_object('name', v.arabic))
  FROM (VALUES
  ('fashion', 'mens-clothing', 'Men''s Clothing', 'ملابس رجالية'),
  ('fashion', 'womens-clothing', 'Women''s Clothing', 'ملابس نسائية'),
  ('fashion', 'shoes', 'Shoes', 'أحذية'),
  ('fashion', 'accessories', 'Accessories', 'إكسسوارات'),
  ('electronics', 'phones-tablets', 'Phones & Tablets', 'الهواتف والأجهزة اللوحية'),
  ('electronics', 'laptops', 'Laptops', 'الحواسيب المحمولة'),
  ('electronics', 'audio', 'Audio', 'الصوتيات'),
  ('electronics', 'wearables', 'Wearables', 'الأجهزة القابلة للارتداء'),
  ('home-living', 'furniture', 'Furniture', 'الأثاث'),
  ('home-living', 'kitchen', 'Kitchen', 'المطبخ'),
  ('home-living', 'decor', 'Decor', 'الديكور'),
  ('beauty-health', 'skincare', 'Skincare', 'العناية بالبشرة'),
  ('beauty-health', 'makeup', 'Makeup', 'المكياج'),
  ('beauty-health', 'fragrance', 'Fragrance', 'العطور'),
  ('sports-outdoors', 'fitness', 'Fitness', 'اللياقة البدنية'),
  ('sports-outdoors', 'cycling', 'Cycling', 'الدراجات'),
  ('sports-outdoors', 'camping', 'Camping', 'التخييم'),
  ('groceries', 'fresh-produce', 'Fresh Produce', 'الخضار والفواكه الطازجة'),
  ('groceries', 'beverages', 'Beverages', 'المشروبات'),
  ('groceries', 'snacks', 'Snacks', 'الوجبات الخفيفة'),
  ('toys-kids', 'toys', 'Toys', 'الألعاب'),
  ('toys-kids', 'baby-care', 'Baby Care', 'العناية بالرضّع'),
  ('books-stationery', 'books', 'Books', 'الكتب'),
  ('books-stationery', 'stationery', 'Stationery', 'القرطاسية'),
  ('books-stationery', 'art-supplies', 'Art Supplies', 'أدوات الرسم')
  ) AS v (category_slug, slug, name, arabic)
  JOIN categories c ON c.slug = v.category_slug
 WHERE sc.category_id = c.id AND sc.slug = v.slug AND sc.name = v.name;

UPDATE products p
   SET translations = jsonb_build_object('ar', jsonb_build_object('name', v.arabic))
  FROM (VALUES
  ('classic-oxford-shirt', 'Classic Oxford Shirt', 'قميص أكسفورد كلاسيكي'),
  ('slim-fit-chinos', 'Slim Fit Chinos', 'بنطال تشينو بقصّة ضيقة'),
  ('everyday-crew-tee', 'Everyday Crew Tee', 'تيشيرت يومي بياقة دائرية'),
  ('zip-fleece-hoodie', 'Zip Fleece Hoodie', 'هودي فليس بسحّاب'),
  ('linen-summer-shirt', 'Linen Summer Shirt', 'قميص صيفي من الكتان'),
  ('floral-wrap-dress', 'Floral Wrap Dress', 'فستان ملفوف بنقشة زهور'),
  ('pleated-midi-skirt', 'Pleated Midi Skirt', 'تنورة ميدي بكسرات'),
  ('silk-touch-blouse', 'Silk Touch Blouse', 'بلوزة بملمس الحرير'),
  ('high-rise-jeans', 'High Rise Jeans', 'جينز بخصر عالٍ'),
  ('cable-knit-cardigan', 'Cable Knit Cardigan', 'كارديغان محبوك بضفائر'),
  ('cloud-runner-sneakers', 'Cloud Runner Sneakers', 'حذاء رياضي كلاود رنر'),
  ('leather-chelsea-boots', 'Leather Chelsea Boots', 'حذاء تشيلسي جلدي'),
  ('classic-low-top-sneakers', 'Classic Low Top Sneakers', 'حذاء رياضي كلاسيكي منخفض'),
  ('suede-penny-loafers', 'Suede Penny Loafers', 'حذاء لوفر من الشامواه'),
  ('trail-walking-sandals', 'Trail Walking Sandals', 'صندل للمشي في المسارات'),
  ('leather-tote-bag', 'Leather Tote Bag', 'حقيبة توت جلدية'),
  ('everyday-travel-backpack', 'Everyday Travel Backpack', 'حقيبة ظهر يومية للسفر'),
  ('slim-bifold-wallet', 'Slim Bifold Wallet', 'محفظة رفيعة بطيّتين'),
  ('woven-leather-belt', 'Woven Leather Belt', 'حزام جلدي مضفّر'),
  ('polarised-aviator-sunglasses', 'Polarised Aviator Sunglasses', 'نظارة شمسية أفياتور مستقطبة'),
  ('nova-x-smartphone', 'Nova X Smartphone', 'هاتف نوفا إكس الذكي'),
  ('nova-lite-smartphone', 'Nova Lite Smartphone', 'هاتف نوفا لايت الذكي'),
  ('pixelate-8-smartphone', 'Pixelate 8 Smartphone', 'هاتف بكسليت 8 الذكي'),
  ('tab-s-11-tablet', 'Tab S 11 Tablet', 'جهاز تاب إس 11 اللوحي'),
  ('orion-mini-tablet', 'Orion Mini Tablet', 'جهاز أوريون ميني اللوحي'),
  ('airbook-14-laptop', 'AirBook 14 Laptop', 'حاسوب إير بوك 14 المحمول'),
  ('probook-16-laptop', 'ProBook 16 Laptop', 'حاسوب برو بوك 16 المحمول'),
  ('student-13-chromebook', 'Student 13 Chromebook', 'كروم بوك الطالب 13'),
  ('gamer-x-15-laptop', 'Gamer X 15 Laptop', 'حاسوب الألعاب جيمر إكس 15 المحمول'),
  ('flip-14-laptop', 'Flip 14 Laptop', 'حاسوب فليب 14 المحمول القابل للقلب'),
  ('studio-pro-headphones', 'Studio Pro Headphones', 'سماعات رأس ستوديو برو'),
  ('buds-air-earbuds', 'Buds Air Earbuds', 'سماعات أذن بادز إير'),
  ('boom-mini-speaker', 'Boom Mini Speaker', 'مكبّر صوت بوم ميني'),
  ('cinema-soundbar-300', 'Cinema Soundbar 300', 'مكبّر صوت سينما 300 الشريطي'),
  ('sport-wireless-earbuds', 'Sport Wireless Earbuds', 'سماعات أذن لاسلكية رياضية'),
  ('pulse-5-smartwatch', 'Pulse 5 Smartwatch', 'ساعة بلس 5 الذكية'),
  ('pulse-active-band', 'Pulse Active Band', 'سوار بلس أكتيف الرياضي'),
  ('orion-classic-smartwatch', 'Orion Classic Smartwatch', 'ساعة أوريون كلاسيك الذكية'),
  ('junior-gps-watch', 'Junior GPS Watch', 'ساعة جونيور لتحديد المواقع'),
  ('trail-explorer-watch', 'Trail Explorer Watch', 'ساعة مستكشف المسارات'),
  ('nordic-lounge-chair', 'Nordic Lounge Chair', 'كرسي استرخاء نوردي'),
  ('oak-side-table', 'Oak Side Table', 'طاولة جانبية من خشب البلوط'),
  ('three-seat-linen-sofa', 'Three Seat Linen Sofa', 'أريكة كتان بثلاثة مقاعد'),
  ('standing-work-desk', 'Standing Work Desk', 'مكتب عمل للوقوف'),
  ('stoneware-coffee-mug-set', 'Stoneware Coffee Mug Set', 'طقم أكواب قهوة من الخزف الحجري'),
  ('cast-iron-skillet-pan', 'Cast Iron Skillet Pan', 'مقلاة من الحديد الزهر'),
  ('electric-glass-kettle', 'Electric Glass Kettle', 'غلاية كهربائية زجاجية'),
  ('chef-knife-with-block', 'Chef Knife with Block', 'سكين الطاهي مع حامل'),
  ('ceramic-bedside-lamp', 'Ceramic Bedside Lamp', 'مصباح سرير من السيراميك'),
  ('handblown-glass-vase', 'Handblown Glass Vase', 'مزهرية من الزجاج المنفوخ يدويًا'),
  ('soy-wax-candle-trio', 'Soy Wax Candle Trio', 'ثلاث شموع من شمع الصويا'),
  ('round-wall-mirror', 'Round Wall Mirror', 'مرآة حائط دائرية'),
  ('vitamin-c-brightening-serum', 'Vitamin C Brightening Serum', 'سيروم فيتامين سي للتفتيح'),
  ('hydrating-face-cream', 'Hydrating Face Cream', 'كريم مرطّب للوجه'),
  ('gentle-foaming-cleanser', 'Gentle Foaming Cleanser', 'غسول رغوي لطيف'),
  ('daily-sunscreen-spf-50', 'Daily Sunscreen SPF 50', 'واقي شمس يومي بعامل حماية 50'),
  ('velvet-matte-lipstick', 'Velvet Matte Lipstick', 'أحمر شفاه مخملي مطفي'),
  ('volume-lash-mascara', 'Volume Lash Mascara', 'ماسكارا لتكثيف الرموش'),
  ('silk-finish-foundation', 'Silk Finish Foundation', 'كريم أساس بلمسة حريرية'),
  ('cheek-glow-blush', 'Cheek Glow Blush', 'أحمر خدود مشرق'),
  ('amber-nights-perfume', 'Amber Nights Perfume', 'عطر ليالي العنبر'),
  ('citrus-bloom-eau-de-parfum', 'Citrus Bloom Eau de Parfum', 'ماء عطر زهر الحمضيات'),
  ('cedar-and-sage-cologne', 'Cedar and Sage Cologne', 'كولونيا الأرز والمريمية'),
  ('rose-water-body-mist', 'Rose Water Body Mist', 'رذاذ الجسم بماء الورد'),
  ('adjustable-dumbbell-pair', 'Adjustable Dumbbell Pair', 'زوج دمبل قابل للتعديل'),
  ('cast-iron-kettlebell', 'Cast Iron Kettlebell', 'كيتلبل من الحديد الزهر'),
  ('resistance-band-set', 'Resistance Band Set', 'طقم أحزمة مقاومة'),
  ('cork-yoga-mat', 'Cork Yoga Mat', 'حصيرة يوغا من الفلين'),
  ('city-commuter-bicycle', 'City Commuter Bicycle', 'دراجة للتنقل في المدينة'),
  ('mountain-trail-bike', 'Mountain Trail Bike', 'دراجة جبلية للمسارات'),
  ('aero-road-helmet', 'Aero Road Helmet', 'خوذة طريق انسيابية'),
  ('toddler-balance-bike', 'Toddler Balance Bike', 'دراجة توازن للصغار'),
  ('dome-camping-tent', 'Dome Camping Tent', 'خيمة تخييم قبّة'),
  ('down-sleeping-bag', 'Down Sleeping Bag', 'كيس نوم بحشوة الريش'),
  ('rechargeable-led-lantern', 'Rechargeable LED Lantern', 'فانوس LED قابل لإعادة الشحن'),
  ('lightweight-daypack-backpack', 'Lightweight Daypack Backpack', 'حقيبة ظهر يومية خفيفة'),
  ('organic-gala-apples', 'Organic Gala Apples', 'تفاح غالا عضوي'),
  ('ripe-cavendish-bananas', 'Ripe Cavendish Bananas', 'موز كافنديش ناضج'),
  ('hass-avocados', 'Hass Avocados', 'أفوكادو هاس'),
  ('vine-tomatoes', 'Vine Tomatoes', 'طماطم العنقود'),
  ('cold-pressed-orange-juice', 'Cold Pressed Orange Juice', 'عصير برتقال معصور على البارد'),
  ('arabica-coffee-beans', 'Arabica Coffee Beans', 'حبوب قهوة أرابيكا'),
  ('green-tea-leaves', 'Green Tea Leaves', 'أوراق الشاي الأخضر'),
  ('sparkling-mineral-water', 'Sparkling Mineral Water', 'مياه معدنية فوّارة'),
  ('dark-chocolate-cookies', 'Dark Chocolate Cookies', 'كوكيز الشوكولاتة الداكنة'),
  ('sea-salt-potato-chips', 'Sea Salt Potato Chips', 'رقائق بطاطس بملح البحر'),
  ('roasted-almonds', 'Roasted Almonds', 'لوز محمّص'),
  ('honey-oat-granola', 'Honey Oat Granola', 'غرانولا الشوفان بالعسل'),
  ('wooden-building-blocks', 'Wooden Building Blocks', 'مكعبات بناء خشبية'),
  ('remote-control-car', 'Remote Control Car', 'سيارة بجهاز تحكم عن بُعد'),
  ('soft-plush-teddy-bear', 'Soft Plush Teddy Bear', 'دبدوب قطيفة ناعم'),
  ('animal-jigsaw-puzzle', 'Animal Jigsaw Puzzle', 'أحجية تركيب الحيوانات'),
  ('ultra-soft-baby-diapers', 'Ultra Soft Baby Diapers', 'حفاضات أطفال فائقة النعومة'),
  ('anti-colic-baby-bottle', 'Anti Colic Baby Bottle', 'رضّاعة أطفال مضادة للمغص'),
  ('lightweight-baby-stroller', 'Lightweight Baby Stroller', 'عربة أطفال خفيفة الوزن'),
  ('organic-cotton-baby-blanket', 'Organic Cotton Baby Blanket', 'بطانية أطفال من القطن العضوي'),
  ('the-quiet-harbour-novel', 'The Quiet Harbour Novel', 'رواية المرفأ الهادئ'),
  ('everyday-vegetarian-cookbook', 'Everyday Vegetarian Cookbook', 'كتاب طبخ نباتي لكل يوم'),
  ('a-short-history-of-maps-book', 'A Short History of Maps Book', 'كتاب تاريخ موجز للخرائط'),
  ('mindful-mornings-journal', 'Mindful Mornings Journal', 'دفتر يوميات صباحات واعية'),
  ('gel-ink-pen-set', 'Gel Ink Pen Set', 'طقم أقلام حبر جل'),
  ('graphite-pencil-set', 'Graphite Pencil Set', 'طقم أقلام رصاص جرافيت'),
  ('pastel-highlighter-markers', 'Pastel Highlighter Markers', 'أقلام تحديد بألوان الباستيل'),
  ('dotted-a5-notebook', 'Dotted A5 Notebook', 'دفتر منقّط مقاس A5'),
  ('watercolor-paint-palette', 'Watercolor Paint Palette', 'لوحة ألوان مائية'),
  ('acrylic-paint-set', 'Acrylic Paint Set', 'طقم ألوان أكريليك'),
  ('sable-brush-set', 'Sable Brush Set', 'طقم فُرَش من شعر السمّور'),
  ('cotton-canvas-panels', 'Cotton Canvas Panels', 'ألواح قماش رسم قطنية')
  ) AS v (slug, name, arabic)
 WHERE p.slug = v.slug AND p.name = v.name;

UPDATE flash_sales fs
   SET translations = jsonb_build_object('ar', jsonb_build_object('name', v.arabic))
  FROM (VALUES
  ('Mega Flash Sale', 'التخفيضات الخاطفة الكبرى'),
  ('Weekend Flash Sale', 'تخفيضات نهاية الأسبوع الخاطفة')
  ) AS v (name, arabic)
 WHERE fs.name = v.name;

-- The Arabic picture is the same generated artwork with the Arabic title drawn on it (?text=).
UPDATE banners b
   SET translations = jsonb_build_object('ar', jsonb_build_object('title', v.arabic, 'thumbnail', v.arabic_thumbnail))
  FROM (VALUES
  ('/media/generated/banner/1/summer-fashion-sale.svg', 'Summer Fashion Sale', 'تخفيضات أزياء الصيف', '/media/generated/banner/1/summer-fashion-sale.svg?text=%D8%AA%D8%AE%D9%81%D9%8A%D8%B6%D8%A7%D8%AA%20%D8%A3%D8%B2%D9%8A%D8%A7%D8%A1%20%D8%A7%D9%84%D8%B5%D9%8A%D9%81'),
  ('/media/generated/banner/2/new-tech-arrivals.svg', 'New Tech Arrivals', 'وصل حديثًا في التقنية', '/media/generated/banner/2/new-tech-arrivals.svg?text=%D9%88%D8%B5%D9%84%20%D8%AD%D8%AF%D9%8A%D8%AB%D9%8B%D8%A7%20%D9%81%D9%8A%20%D8%A7%D9%84%D8%AA%D9%82%D9%86%D9%8A%D8%A9'),
  ('/media/generated/banner/3/home-makeover-week.svg', 'Home Makeover Week', 'أسبوع تجديد المنزل', '/media/generated/banner/3/home-makeover-week.svg?text=%D8%A3%D8%B3%D8%A8%D9%88%D8%B9%20%D8%AA%D8%AC%D8%AF%D9%8A%D8%AF%20%D8%A7%D9%84%D9%85%D9%86%D8%B2%D9%84'),
  ('/media/generated/banner/4/fresh-groceries-delivered-daily.svg', 'Fresh Groceries Delivered Daily', 'بقالة طازجة تصلك كل يوم', '/media/generated/banner/4/fresh-groceries-delivered-daily.svg?text=%D8%A8%D9%82%D8%A7%D9%84%D8%A9%20%D8%B7%D8%A7%D8%B2%D8%AC%D8%A9%20%D8%AA%D8%B5%D9%84%D9%83%20%D9%83%D9%84%20%D9%8A%D9%88%D9%85')
  ) AS v (thumbnail, title, arabic, arabic_thumbnail)
 WHERE b.thumbnail = v.thumbnail AND b.title = v.title;

UPDATE ads a
   SET translations = jsonb_build_object('ar', jsonb_build_object('title', v.arabic, 'thumbnail', v.arabic_thumbnail))
  FROM (VALUES
  ('/media/generated/ad/1/glow-up-beauty-deals.svg', 'Glow Up Beauty Deals', 'عروض الجمال والإشراقة', '/media/generated/ad/1/glow-up-beauty-deals.svg?text=%D8%B9%D8%B1%D9%88%D8%B6%20%D8%A7%D9%84%D8%AC%D9%85%D8%A7%D9%84%20%D9%88%D8%A7%D9%84%D8%A5%D8%B4%D8%B1%D8%A7%D9%82%D8%A9'),
  ('/media/generated/ad/2/get-outdoors-camping-gear.svg', 'Get Outdoors Camping Gear', 'معدات التخييم والرحلات', '/media/generated/ad/2/get-outdoors-camping-gear.svg?text=%D9%85%D8%B9%D8%AF%D8%A7%D8%AA%20%D8%A7%D9%84%D8%AA%D8%AE%D9%8A%D9%8A%D9%85%20%D9%88%D8%A7%D9%84%D8%B1%D8%AD%D9%84%D8%A7%D8%AA'),
  ('/media/generated/ad/3/back-to-school-stationery.svg', 'Back to School Stationery', 'قرطاسية المدرسة', '/media/generated/ad/3/back-to-school-stationery.svg?text=%D9%82%D8%B1%D8%B7%D8%A7%D8%B3%D9%8A%D8%A9%20%D8%A7%D9%84%D9%85%D8%AF%D8%B1%D8%B3%D8%A9')
  ) AS v (thumbnail, title, arabic, arabic_thumbnail)
 WHERE a.thumbnail = v.thumbnail AND a.title = v.title;

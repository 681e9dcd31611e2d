-- Texts a shopper reads in their language that the first migrations kept in English only.
--
-- Country names (GET /countries): per language in `translations`, as the operator texts of 0080
-- ({ "ar": { "name": "…" } }); the row's own name stays the store's default language's.
ALTER TABLE countries
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

UPDATE countries c
   SET translations = c.translations || jsonb_build_object('ar', jsonb_build_object('name', v.name))
  FROM (VALUES
  ('AF', 'أفغانستان'),
  ('DZ', 'الجزائر'),
  ('AR', 'الأرجنتين'),
  ('AU', 'أستراليا'),
  ('BH', 'البحرين'),
  ('BD', 'بنغلاديش'),
  ('BR', 'البرازيل'),
  ('CA', 'كندا'),
  ('CN', 'الصين'),
  ('EG', 'مصر'),
  ('FR', 'فرنسا'),
  ('DE', 'ألمانيا'),
  ('IN', 'الهند'),
  ('ID', 'إندونيسيا'),
  ('IR', 'إيران'),
  ('IQ', 'العراق'),
  ('IT', 'إيطاليا'),
  ('JP', 'اليابان'),
  ('JO', 'الأردن'),
  ('KE', 'كينيا'),
  ('KW', 'الكويت'),
  ('LB', 'لبنان'),
  ('MY', 'ماليزيا'),
  ('MX', 'المكسيك'),
  ('MA', 'المغرب'),
  ('NP', 'نيبال'),
  ('NL', 'هولندا'),
  ('NG', 'نيجيريا'),
  ('OM', 'عُمان'),
  ('PK', 'باكستان'),
  ('PH', 'الفلبين'),
  ('QA', 'قطر'),
  ('SA', 'السعودية'),
  ('SG', 'سنغافورة'),
  ('ZA', 'جنوب أفريقيا'),
  ('KR', 'كوريا الجنوبية'),
  ('ES', 'إسبانيا'),
  ('LK', 'سريلانكا'),
  ('SE', 'السويد'),
  ('SY', 'سوريا'),
  ('TN', 'تونس'),
  ('TR', 'تركيا'),
  ('AE', 'الإمارات العربية المتحدة'),
  ('GB', 'المملكة المتحدة'),
  ('US', 'الولايات المتحدة'),
  ('YE', 'اليمن')
  ) AS v (iso_code, name)
 WHERE c.iso_code = v.iso_code AND NOT c.translations ? 'ar';

-- The payment gateways' titles (GET /master, the invoice): settings.translations.ar holds the list
-- with Arabic titles (the list itself stays the default language's: domain/payment-gateways.ts).
-- Only the gateways the store ships with have a known Arabic title; others keep theirs.
UPDATE settings
   SET translations = translations || jsonb_build_object('ar', (
         SELECT jsonb_agg(
                  CASE g ->> 'name'
                    WHEN 'cash' THEN jsonb_set(g, '{title}', to_jsonb('الدفع عند الاستلام'::text))
                    WHEN 'card' THEN jsonb_set(g, '{title}', to_jsonb('الدفع بالبطاقة'::text))
                    ELSE g
                  END ORDER BY position)
           FROM jsonb_array_elements(settings.value) WITH ORDINALITY AS e (g, position))),
       updated_at = now()
 WHERE key = 'payment_gateways'
   AND jsonb_typeof(value) = 'array'
   AND jsonb_array_length(value) > 0
   AND NOT translations ? 'ar';

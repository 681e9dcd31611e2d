-- The ISO 4217 code of the store's currency beside its symbol: search engines need it for product
-- prices (structured data on server-rendered pages). A store that shows '$' is taken to sell in US
-- dollars; any other store sets its code in the currency setting.
UPDATE settings
SET value = value || '{"code": "USD"}'::jsonb, updated_at = now()
WHERE key = 'currency' AND value->>'symbol' = '$' AND NOT value ? 'code';

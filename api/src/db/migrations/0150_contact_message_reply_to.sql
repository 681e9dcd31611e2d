-- A contact message must leave a way to answer it (POST /support): a guest gives an e-mail or a
-- phone, a signed-in shopper is answered through their account. Older rows have neither column.
ALTER TABLE contact_messages ADD COLUMN email text;
ALTER TABLE contact_messages ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL;

-- The language a person reads the portal in ('zh-hans' | 'en'): set from the page at sign-up and
-- at each login, so every account mail (registration link, reset link, ...) reaches them in the
-- language they chose, not in the language of whoever triggered it. NULL: never chosen (accounts
-- made before this column, or by an administrator); those mails fall back to the request's.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('zh-hans', 'en'));

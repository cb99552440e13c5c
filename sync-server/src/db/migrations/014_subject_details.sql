-- The organisation's details beside its identity (issue 14: sign-up and subject info): every
-- account's postal address; a company's legal representative and its contact person, phone and
-- email. Organisations made before this migration have them empty until an administrator fills
-- them in on the subject-info screen, whose form requires them.
ALTER TABLE organisations
  ADD COLUMN legal_representative text NOT NULL DEFAULT '',
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN contact_name text NOT NULL DEFAULT '',
  ADD COLUMN contact_phone text NOT NULL DEFAULT '',
  ADD COLUMN contact_email text NOT NULL DEFAULT '';

-- The partner's tax residence, part of its subject information beside the account type (issue 26:
-- the tax type comes from the partner, not from the bank account its money goes to). With the
-- account type it gives the tax rule (src/domain/finance/taxes.ts taxTypeOf): a personal account
-- is a resident individual when domiciled in China or staying 183 days or more in the tax year
-- (PRC Individual Income Tax Law, art. 1); a company is a resident enterprise when set up under PRC
-- law or managed from China (PRC Enterprise Income Tax Law, art. 2). Sign-up takes a PRC resident
-- ID (GB 11643) or a unified social credit code (GB 32100), both of resident subjects, so every
-- organisation starts resident; a non-resident partner is marked false.
ALTER TABLE organisations ADD COLUMN tax_resident boolean NOT NULL DEFAULT true;

-- UPCs the product assigns (issue 27, spec section 3 "system-generated"): staff configure the
-- distributor's GS1 (or U.P.C.) Company Prefix and the item references the portal may use from it
-- (src/domain/identifiers/gs1Range.ts). One range is active at a time; its `next_index` is the
-- counter, taken with a row lock by the transaction that approves the album (upc/assignUpc.ts), so
-- two approvals never get one number and a rolled-back approval gives its number back.
CREATE TABLE upc_ranges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('gtin-13', 'gtin-12')),
  prefix text NOT NULL CHECK (prefix ~ '^[0-9]{5,12}$'),
  first_ref bigint NOT NULL CHECK (first_ref >= 0),
  last_ref bigint NOT NULL CHECK (last_ref >= first_ref),
  next_index bigint NOT NULL DEFAULT 0 CHECK (next_index >= 0 AND next_index <= last_ref - first_ref + 1),
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX upc_ranges_one_active_idx ON upc_ranges ((true)) WHERE active;

-- Every number ever assigned, in its EAN-13 form, across organisations and ranges: kept when the
-- album is deleted or the range replaced, so a number is never handed out twice.
CREATE TABLE upc_assignments (
  ean13 text PRIMARY KEY CHECK (ean13 ~ '^[0-9]{13}$'),
  range_id uuid NOT NULL REFERENCES upc_ranges (id),
  range_index bigint NOT NULL,
  org_id uuid NOT NULL REFERENCES organisations (id),
  album_id uuid NOT NULL,
  assigned_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX upc_assignments_album_idx ON upc_assignments (org_id, album_id);

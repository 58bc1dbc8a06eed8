-- Members area and payments (members-and-transactions.md §3, §7): profile fields on users,
-- products and vendors, card checkouts, orders and the wallet statement.

-- Profile of a person. Address columns are all set or all null (the form's "all or none" rule).
ALTER TABLE users
  ADD COLUMN first_name text,
  ADD COLUMN last_name text,
  ADD COLUMN birth_date date,
  ADD COLUMN gender text,
  ADD COLUMN country_code text,
  ADD COLUMN contact_number text,
  ADD COLUMN street_number text,
  ADD COLUMN post_code text,
  ADD COLUMN city text,
  ADD COLUMN department text,
  ADD COLUMN description text,
  ADD COLUMN profile_image text,
  ADD COLUMN member_since date NOT NULL DEFAULT CURRENT_DATE;

CREATE TABLE vendors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kiosks uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vendors_org ON vendors (organization_id);

-- tags: { categoryId: [], eventsGroupId: [], contentId: [] } (searched with jsonb containment).
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  images text[] NOT NULL DEFAULT '{}',
  tags jsonb NOT NULL DEFAULT '{}',
  price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  stock integer NOT NULL DEFAULT 15,
  status integer NOT NULL DEFAULT 1,
  vendor_id uuid REFERENCES vendors(id) ON DELETE SET NULL,
  storage_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_org ON products (organization_id);
CREATE INDEX products_tags ON products USING gin (tags);

-- One card checkout at the payment provider. Card data never reaches this table.
CREATE TABLE wallet_checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_checkout_id text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  concept uuid NOT NULL,
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  payment_type text NOT NULL,
  payment_brand text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_checkout_id)
);
CREATE INDEX wallet_checkouts_user ON wallet_checkouts (organization_id, user_id);

-- Exactly one order per paid checkout: checkout_id is the idempotency key.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  checkout_id uuid NOT NULL UNIQUE REFERENCES wallet_checkouts(id),
  events_group_id uuid REFERENCES events_groups(id) ON DELETE SET NULL,
  order_items jsonb NOT NULL,
  payment_method text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  status text NOT NULL,
  provider_payment_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user ON orders (organization_id, user_id);

-- The wallet statement: one entry per order; message is the course (events group) id.
CREATE TABLE wallet_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  message text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  payment_method text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_statements_user ON wallet_statements (organization_id, user_id, created_at);

-- State of the built-in sandbox payment provider (stands in for the provider's own storage).
CREATE TABLE payment_sandbox_checkouts (
  id text PRIMARY KEY,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL,
  payment_type text NOT NULL,
  merchant_transaction_id text NOT NULL,
  result_code text NOT NULL,
  result_description text NOT NULL,
  payment_brand text,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

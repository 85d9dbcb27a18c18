CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE store_groups (
  store_group_id serial PRIMARY KEY,
  store_group_name text NOT NULL
);

CREATE TABLE stores (
  store_id serial PRIMARY KEY,
  store_name text NOT NULL,
  store_app_name text NOT NULL,
  store_logo text,
  store_type integer NOT NULL DEFAULT 0,
  store_group_id integer REFERENCES store_groups(store_group_id),
  store_phone text,
  store_address text,
  store_description text,
  store_status integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE manager_groups (
  group_id integer PRIMARY KEY,
  group_name text NOT NULL
);

CREATE TABLE managers (
  manager_id serial PRIMARY KEY,
  manager_user_id text NOT NULL,
  password_hash text NOT NULL,
  manager_name text NOT NULL,
  manager_group_id integer NOT NULL REFERENCES manager_groups(group_id),
  manager_group_type integer NOT NULL,
  store_id integer REFERENCES stores(store_id),
  store_group_id integer REFERENCES store_groups(store_group_id),
  manager_phone text,
  manager_email text,
  active integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX managers_user_id_uq ON managers (manager_user_id);

CREATE TABLE codes (
  code_id serial PRIMARY KEY,
  column_name text NOT NULL,
  code_value text NOT NULL,
  code_name text NOT NULL,
  apply integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX codes_column_value_uq ON codes (column_name, code_value);

CREATE TABLE product_groups (
  store_product_group_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  store_product_group_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  display integer NOT NULL DEFAULT 1,
  sold_out integer NOT NULL DEFAULT 0
);
CREATE INDEX product_groups_store_idx ON product_groups (store_id, sort);

CREATE TABLE products (
  product_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  store_product_group_id integer NOT NULL REFERENCES product_groups(store_product_group_id),
  product_name text NOT NULL,
  price integer NOT NULL,
  description text,
  image text,
  stock_count integer,
  sold_out integer NOT NULL DEFAULT 0,
  sold_out_until timestamptz,
  display integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0,
  options jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX products_store_idx ON products (store_id, store_product_group_id, sort);

CREATE TABLE customers (
  customer_id serial PRIMARY KEY,
  customer_name text NOT NULL,
  customer_phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  order_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  order_no text NOT NULL,
  order_type integer NOT NULL,
  order_status integer NOT NULL,
  table_no text,
  pickup_time timestamptz,
  delivery_address text,
  customer_id integer REFERENCES customers(customer_id),
  customer_name text,
  customer_phone text,
  request text,
  items jsonb NOT NULL,
  total_amount integer NOT NULL,
  pay_type integer NOT NULL,
  prep_minutes integer,
  cancel_reason text,
  cancel_requested integer NOT NULL DEFAULT 0,
  deliveryman_id integer,
  customer_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX orders_store_status_idx ON orders (store_id, order_status, created_at);

CREATE TABLE payments (
  payment_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  order_id integer REFERENCES orders(order_id),
  pay_type integer NOT NULL,
  amount integer NOT NULL,
  payment_status integer NOT NULL DEFAULT 1,
  approval_no text,
  card_name text,
  approved_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX payments_store_time_idx ON payments (store_id, approved_at);

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  manager_id integer NOT NULL,
  path text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

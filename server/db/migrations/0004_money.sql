-- Money (issue 6): PG pay types and their fees, PG settlements, bills (transactions).

CREATE TABLE pg_pay_types (
  pay_type integer PRIMARY KEY,
  pg_name text NOT NULL,
  -- fee in basis points: 250 = 2.5 %
  fee_bp integer NOT NULL
);

CREATE TABLE settlements (
  settlement_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  payment_count integer NOT NULL,
  amount bigint NOT NULL,
  fee_amount bigint NOT NULL,
  settle_amount bigint NOT NULL,
  -- 1 ready, 2 provided, 3 confirmed, 8 deleted
  status integer NOT NULL DEFAULT 1,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  provided_at timestamptz,
  confirmed_at timestamptz,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX settlements_store_status_idx ON settlements (store_id, status, start_date);

-- A payment is in at most one (live) settlement: the primary key enforces it; deleting a
-- settlement removes its rows here, which frees the payments.
CREATE TABLE settlement_payments (
  payment_id integer PRIMARY KEY REFERENCES payments(payment_id),
  settlement_id integer NOT NULL REFERENCES settlements(settlement_id),
  fee_amount integer NOT NULL
);
CREATE INDEX settlement_payments_settlement_idx ON settlement_payments (settlement_id);

CREATE TABLE transactions (
  transaction_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  bill_no text NOT NULL,
  buyer_name text NOT NULL,
  buyer_business_no text NOT NULL,
  buyer_email text,
  issue_date date NOT NULL,
  supply_amount bigint NOT NULL,
  vat_amount bigint NOT NULL,
  total_amount bigint NOT NULL,
  -- 1 issued, 9 void
  status integer NOT NULL DEFAULT 1,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX transactions_store_date_idx ON transactions (store_id, issue_date);
CREATE UNIQUE INDEX transactions_bill_no_uq ON transactions (store_id, bill_no);

CREATE TABLE transaction_orders (
  transaction_id integer NOT NULL REFERENCES transactions(transaction_id),
  order_id integer NOT NULL REFERENCES orders(order_id),
  PRIMARY KEY (transaction_id, order_id)
);
CREATE INDEX transaction_orders_order_idx ON transaction_orders (order_id);

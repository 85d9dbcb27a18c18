-- People and promotions (issue 7): delivery staff, coupons, stamp programs, promotion periods, and the
-- outbox / reset codes of the anonymous find-id / find-password flows.

CREATE TABLE deliverymen (
  deliveryman_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  deliveryman_name text NOT NULL,
  deliveryman_phone text NOT NULL,
  -- 1 motorbike, 2 bicycle, 3 car, 4 on foot
  vehicle_type integer NOT NULL DEFAULT 1,
  memo text,
  -- 1 working, 0 retired (kept so past deliveries keep their name)
  active integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deliverymen_store_idx ON deliverymen (store_id, active);
CREATE INDEX orders_deliveryman_idx ON orders (deliveryman_id, created_at);

CREATE TABLE coupons (
  coupon_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  coupon_name text NOT NULL,
  -- 1 fixed amount (won), 2 percent
  discount_type integer NOT NULL,
  discount_value integer NOT NULL,
  min_order_amount integer NOT NULL DEFAULT 0,
  -- NULL: no limit on how many may be issued
  issue_limit integer,
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- 1 running, 9 ended early by a manager
  status integer NOT NULL DEFAULT 1,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupons_store_idx ON coupons (store_id, created_at);

CREATE TABLE coupon_issues (
  coupon_issue_id serial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons(coupon_id),
  customer_id integer NOT NULL REFERENCES customers(customer_id),
  order_id integer REFERENCES orders(order_id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX coupon_issues_coupon_idx ON coupon_issues (coupon_id);
CREATE INDEX coupon_issues_customer_idx ON coupon_issues (customer_id);

CREATE TABLE stamp_programs (
  stamp_program_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  program_name text NOT NULL,
  stamps_required integer NOT NULL,
  reward_name text NOT NULL,
  -- an order of at least this amount earns one stamp
  min_order_amount integer NOT NULL DEFAULT 0,
  start_date date NOT NULL,
  end_date date NOT NULL,
  status integer NOT NULL DEFAULT 1,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stamp_programs_store_idx ON stamp_programs (store_id, created_at);

CREATE TABLE stamp_cards (
  stamp_card_id serial PRIMARY KEY,
  stamp_program_id integer NOT NULL REFERENCES stamp_programs(stamp_program_id),
  customer_id integer NOT NULL REFERENCES customers(customer_id),
  stamp_count integer NOT NULL DEFAULT 0,
  reward_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stamp_cards_program_customer_uq ON stamp_cards (stamp_program_id, customer_id);
CREATE INDEX stamp_cards_customer_idx ON stamp_cards (customer_id);

CREATE TABLE promotion_periods (
  promotion_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  promotion_name text NOT NULL,
  discount_type integer NOT NULL,
  discount_value integer NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  status integer NOT NULL DEFAULT 1,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotion_periods_store_idx ON promotion_periods (store_id, created_at);

CREATE TABLE promotion_period_uses (
  use_id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotion_periods(promotion_id),
  order_id integer NOT NULL REFERENCES orders(order_id),
  discount_amount integer NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotion_period_uses_promotion_idx ON promotion_period_uses (promotion_id);

-- What the find-id / find-password flows would send (SMS / e-mail is outside the reference backend).
CREATE TABLE account_messages (
  message_id serial PRIMARY KEY,
  purpose text NOT NULL,
  manager_id integer REFERENCES managers(manager_id) ON DELETE CASCADE,
  destination text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time password reset codes; only a hash is kept.
CREATE TABLE password_resets (
  reset_id serial PRIMARY KEY,
  manager_id integer NOT NULL REFERENCES managers(manager_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_manager_idx ON password_resets (manager_id, created_at);

-- Menu and store management (issue 5): opening hours, holidays, temporary schedules, business info,
-- notices, service settings, play info.

CREATE TABLE store_opening_hours (
  store_id integer NOT NULL REFERENCES stores(store_id),
  weekday integer NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  open_time text NOT NULL,
  close_time text NOT NULL,
  closed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, weekday)
);

CREATE TABLE store_holidays (
  store_id integer PRIMARY KEY REFERENCES stores(store_id),
  holiday_type integer NOT NULL DEFAULT 1,
  holiday_weeks jsonb NOT NULL DEFAULT '[]'::jsonb,
  holiday_days jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE store_temp_schedules (
  temp_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  temp_type integer NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_temp_schedules_store_idx ON store_temp_schedules (store_id, end_at);

CREATE TABLE store_business_info (
  store_id integer PRIMARY KEY REFERENCES stores(store_id),
  business_no text NOT NULL DEFAULT '',
  business_name text NOT NULL DEFAULT '',
  ceo_name text NOT NULL DEFAULT '',
  business_type text NOT NULL DEFAULT '',
  business_item text NOT NULL DEFAULT '',
  business_address text NOT NULL DEFAULT '',
  business_email text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE store_notices (
  notice_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  notice_title text NOT NULL,
  notice_content text NOT NULL,
  notice_top integer NOT NULL DEFAULT 0,
  manager_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_notices_store_idx ON store_notices (store_id, notice_top, created_at);

CREATE TABLE store_service_settings (
  store_id integer PRIMARY KEY REFERENCES stores(store_id),
  service_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  min_order_amount integer NOT NULL DEFAULT 0,
  delivery_fee integer NOT NULL DEFAULT 0,
  default_prep_minutes integer NOT NULL DEFAULT 15,
  auto_accept integer NOT NULL DEFAULT 0,
  updated_at timestamptz
);

CREATE TABLE store_play_info (
  play_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores(store_id),
  play_date text NOT NULL,
  play_time text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  open_time text NOT NULL,
  play_status integer NOT NULL DEFAULT 1,
  memo text NOT NULL DEFAULT ''
);
CREATE INDEX store_play_info_store_idx ON store_play_info (store_id, play_date);

-- Balance top-ups through payment providers (Stripe Checkout, BTCPay Server, the sandbox) and the log of
-- every webhook they sent. The money moves only in the ledger: a paid payment is credited once, under the
-- key `payment:<id>`, in the transaction that marks it paid.

-- A payment. Its status only moves forward: created → pending → failed | expired → paid (money that
-- arrived after an expiry is still credited; nothing ever un-pays a paid payment).
CREATE TABLE payment (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES user_account (id),
  provider          text NOT NULL CHECK (provider IN ('stripe', 'btcpay', 'sandbox')),
  method            text NOT NULL CHECK (method IN ('stripe', 'sandbox', 'btc', 'bch', 'usdt_tron')),
  -- Requested top-up (credited when paid) and the fee the customer pays on top; whole cents.
  amount_micros     bigint NOT NULL CHECK (amount_micros > 0 AND amount_micros % 10000 = 0),
  fee_micros        bigint NOT NULL CHECK (fee_micros >= 0 AND fee_micros % 10000 = 0),
  credited_micros   bigint NOT NULL DEFAULT 0 CHECK (credited_micros >= 0),
  status            text NOT NULL DEFAULT 'created'
                    CHECK (status IN ('created', 'pending', 'paid', 'failed', 'expired')),
  -- The provider's id: a Checkout Session id, a BTCPay invoice id, the sandbox's reference.
  provider_ref      text CHECK (provider_ref IS NULL OR char_length(provider_ref) BETWEEN 1 AND 255),
  -- Where the customer pays (card and sandbox checkouts).
  checkout_url      text CHECK (checkout_url IS NULL OR char_length(checkout_url) <= 2000),
  -- A crypto invoice: coin, network, address, amount, payment link, the provider's checkout link, test flag.
  crypto            jsonb,
  -- Why the provider could not start the payment or why it failed.
  error             text CHECK (error IS NULL OR char_length(error) <= 1000),
  is_demo           boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  expires_at        timestamptz,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK (credited_micros = CASE WHEN status = 'paid' THEN amount_micros ELSE 0 END)
);
CREATE UNIQUE INDEX payment_provider_ref_key ON payment (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX payment_user_idx ON payment (user_id, id DESC);

-- Every webhook call: who sent it, whether its signature held, and what it did. Forged or unsigned
-- calls are kept here too (outcome 'rejected'); secrets and signatures are not.
CREATE TABLE payment_webhook (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider      text NOT NULL CHECK (provider IN ('stripe', 'btcpay', 'sandbox')),
  -- The provider's event or delivery id (null when the call could not be read).
  delivery_id   text CHECK (delivery_id IS NULL OR char_length(delivery_id) <= 255),
  event_type    text CHECK (event_type IS NULL OR char_length(event_type) <= 100),
  payment_id    bigint REFERENCES payment (id),
  signature_ok  boolean NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('credited', 'updated', 'ignored', 'duplicate', 'rejected')),
  error         text CHECK (error IS NULL OR char_length(error) <= 1000),
  ip            text,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_webhook_payment_idx ON payment_webhook (payment_id, id) WHERE payment_id IS NOT NULL;
CREATE INDEX payment_webhook_delivery_idx ON payment_webhook (provider, delivery_id);

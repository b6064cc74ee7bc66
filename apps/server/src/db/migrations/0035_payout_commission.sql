-- Developers are paid out too: a payout records what it pays out (a worker's pay or a developer's
-- commission from software), so the admin's queue can tell them apart. And a payout request may carry
-- the client's idempotency key: a retried request (same key) answers with the payout it made, and the
-- money is held once.

ALTER TABLE payout_request ADD COLUMN earning text NOT NULL DEFAULT 'pay' CHECK (earning IN ('pay', 'commission'));
ALTER TABLE payout_request ADD COLUMN request_key text CHECK (request_key IS NULL OR char_length(request_key) BETWEEN 1 AND 200);
CREATE UNIQUE INDEX payout_request_key_idx ON payout_request (worker_id, request_key) WHERE request_key IS NOT NULL;

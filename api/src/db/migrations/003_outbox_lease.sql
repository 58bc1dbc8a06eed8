-- Delivery retries: a message is leased to one sender (a request, or the retry worker of one
-- API replica) until claimed_until, so several replicas never send the same message twice.
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;

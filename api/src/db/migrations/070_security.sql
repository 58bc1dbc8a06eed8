-- Security state shared by every API replica (issue 13): nothing here may live in process memory.

-- Tokens issued before this moment (epoch seconds) stop working: "sign out everywhere" and
-- password changes move it forward.
ALTER TABLE users ADD COLUMN tokens_valid_after bigint NOT NULL DEFAULT 0;

-- PKCE (S256): the login code is bound to the challenge the site sent with the login request.
ALTER TABLE login_codes ADD COLUMN code_challenge text;
CREATE INDEX login_codes_expires_at ON login_codes (expires_at);

-- Fixed-window request counters (per address and route), read by @fastify/rate-limit's store.
-- reset_at is epoch milliseconds.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at bigint NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);

-- Failed password attempts per account (organization + e-mail, whether or not the account exists,
-- so the answers reveal nothing), from any address. Times are epoch milliseconds.
CREATE TABLE login_failures (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at bigint NOT NULL,
  locked_until bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, email)
);

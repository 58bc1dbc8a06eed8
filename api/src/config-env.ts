import { envSchema } from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';

// The environment's numbers and enums, read by env-schema (Ajv): a bad value stops the start with
// one line naming the variable (PORT=abc -> "env/PORT must be integer") instead of running with
// NaN. Defaults live here, once. Strings and paths stay in loadConfig (they need no parsing).

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

const count = (fallback: number) => Type.Integer({ minimum: 0, default: fallback });
const milliseconds = (fallback: number) => Type.Integer({ minimum: 0, default: fallback });

export const envSettingsSchema = Type.Object(
  {
    PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 8080 }),
    LOG_LEVEL: Type.Unsafe<LogLevel>({ type: 'string', enum: [...logLevels], default: 'info' }),
    BODY_LIMIT: count(1_048_576),
    LOGIN_RATE_LIMIT_MAX: count(10),
    LOGIN_RATE_LIMIT_WINDOW_MS: milliseconds(60_000),
    CONTACT_RATE_LIMIT_MAX: count(5),
    CONTACT_RATE_LIMIT_WINDOW_MS: milliseconds(60_000),
    OUTBOX_RETRY_MS: milliseconds(60_000),
    PUSH_EVERY_MS: milliseconds(15_000),
    EVENT_REMINDERS_EVERY_MS: milliseconds(600_000),
    SCHEDULED_PUBLISH_MS: milliseconds(30_000),
    INSTAGRAM_CACHE_TTL_MS: milliseconds(600_000),
    INSTAGRAM_TIMEOUT_MS: milliseconds(5_000),
    // A 5 MB picture from a phone on a slow uplink (~20 kB/s) needs about four minutes.
    REQUEST_TIMEOUT_MS: milliseconds(300_000),
    HEADERS_TIMEOUT_MS: milliseconds(20_000),
    SHUTDOWN_GRACE_MS: milliseconds(10_000),
    FORM_RATE_LIMIT_MAX: count(5),
    FORM_RATE_LIMIT_WINDOW_MS: milliseconds(600_000),
    RECIPIENT_RATE_LIMIT_MAX: count(3),
    RECIPIENT_RATE_LIMIT_WINDOW_MS: milliseconds(3_600_000),
    INBOX_RATE_LIMIT_MAX: count(30),
    INBOX_RATE_LIMIT_WINDOW_MS: milliseconds(3_600_000),
    UPLOAD_RATE_LIMIT_MAX: count(20),
    UPLOAD_RATE_LIMIT_WINDOW_MS: milliseconds(600_000),
    // At least one picture decodes at a time (0 would leave every upload waiting).
    IMAGE_CONCURRENCY: Type.Integer({ minimum: 1, default: 2 }),
    IMAGE_QUEUE_MAX: count(8),
    // Where uploaded pictures live: the API's disk (MEDIA_DIR) or an S3 bucket (S3_* in config.ts).
    MEDIA_STORAGE: Type.Unsafe<'disk' | 's3'>({ type: 'string', enum: ['disk', 's3'], default: 'disk' }),
    // Read by their modules (payments/config.ts, places/config.ts); checked here so a typo stops the start.
    PAYMENT_TIMEOUT_MS: milliseconds(10_000),
    PAYMENT_SETTLE_EVERY_MS: milliseconds(5_000),
    PAYMENT_SANDBOX_PENDING_MS: milliseconds(30_000),
    WAITING_LIST_OFFER_HOURS: Type.Number({ minimum: 0, default: 48 }),
    WAITING_LIST_EVERY_MS: milliseconds(60_000),
  },
  // env-schema keeps only these keys (it sets this itself; said here so the schema is not mutated).
  { additionalProperties: false },
);
export type EnvSettings = Static<typeof envSettingsSchema>;

/** The typed settings of `env` (only `env`, never the process's own environment behind it). */
export function readEnvSettings(env: NodeJS.ProcessEnv): EnvSettings {
  // An empty variable (PORT= in a compose file) means "not set": the default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return envSchema<EnvSettings>({ schema: envSettingsSchema, data: given, env: false, dotenv: false });
}

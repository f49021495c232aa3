import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WITHDRAWAL_ARRIVAL_BUSINESS_DAYS, DEFAULT_WITHDRAWAL_HOLD_MINUTES } from '@grove/contracts';

/**
 * Every environment variable the server reads, validated in one place.
 * docs/configuration.md documents each of them; keep the two in step.
 */
const bool = z.stringbool({ truthy: ['true', '1', 'yes', 'on'], falsy: ['false', '0', 'no', 'off'] });

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Money routes working at once per instance; the default leaves two connections for reads. */
  ADMISSION_MAX_ACTIVE: z.coerce.number().int().min(1).max(1000).optional(),
  /** Money requests waiting their turn per instance before the next is answered 503 BUSY. */
  ADMISSION_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(500),
  /** How long one waits for its turn before it is answered 503 BUSY with Retry-After. */
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .union([bool, z.string().regex(/^[0-9a-fA-F.:/,\s]+$/, 'must be true, false, or proxy addresses/CIDRs')])
    .default(false)
    .describe('true, false, or a comma-separated list of proxy addresses/CIDRs'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Where rate limits count; unset: in the database on PostgreSQL (several instances), in memory on PGlite. */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  SEED_DEMO_CONTENT: bool.optional(),
  IP_LOOKUP_URL: z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).default('https://ipapi.co/country_code/'),
  WEB_DIST_DIR: z.string().optional(),
  /** Where file bytes live: `fs` (STORAGE_DIR) or `s3` (an S3-compatible bucket, the S3_* variables). */
  FILE_STORAGE: z.enum(['fs', 's3']).default('fs'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  /** Unset: us-east-1 (the S3_* variables have no schema defaults, so setting one with FILE_STORAGE=fs shows). */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .optional(),
  /** A store other than AWS S3 (MinIO, Cloudflare R2, ...); unset: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_.-]{0,100}$/, 'must be lower-case letters, digits and / _ . - (e.g. grove/)')
    .refine((prefix) => !prefix.includes('..') && !prefix.includes('//'), 'must not contain .. or //')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Seals the second factor's TOTP secrets (AES-256-GCM): 32 random bytes, base64; unset: derived from JWT_SECRET. */
  SECOND_FACTOR_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  /** Hours after an operator's first sign-in during which the console works without a second factor. */
  OPERATOR_SECOND_FACTOR_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(72),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  SIGNUP_TAKEN_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** The header a trusted proxy sets to the client's country (e.g. cf-ipcountry); unset: countries are unknown. */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name such as cf-ipcountry')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Grove <no-reply@grove.example>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  KYC_PROVIDER: z.enum(['sandbox', 'authenticate']).default('sandbox'),
  KYC_SANDBOX_WEBHOOK_URL: z.url().optional(),
  AUTHENTICATE_API_KEY: z.string().min(1).optional(),
  AUTHENTICATE_BASE_URL: z.url().default('https://api-v3.authenticating.com'),
  AUTHENTICATE_VERIFY_URL: z.url().default('https://verify.authenticating.com/'),
  AUTHENTICATE_WORKFLOW_ID: z.string().min(1).optional(),
  SOPHISTICATED_CRITERIA_REQUIRED: z.coerce.number().int().min(1).max(2).default(1),
  /** The share of liquid assets advised as the most per investment, in basis points (the spec's 10 %). */
  ADVISED_MAX_SHARE_BP: z.coerce.number().int().min(1).max(10_000).default(1000),
  /** Reg CF's 12-month cap for non-sophisticated investors, enforced by the server; off by default. */
  ANNUAL_INVESTMENT_CAP: bool.default(false),
  ALLOW_SANDBOX_PROVIDERS: bool.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  PAYMENT_SANDBOX_WEBHOOK_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The Connect webhook endpoint's signing secret (the investors' Connect accounts' payouts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its requests (a local fake in tests); unset: Stripe's API. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SERVICE_FEE_BP: z.coerce.number().int().min(0).max(5000).default(500),
  CARD_FEE_BP: z.coerce.number().int().min(0).max(5000).default(250),
  /** How long the sandbox takes to pay a withdrawal out (tests set 0). */
  PAYMENT_SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
  /** How long a requested withdrawal waits before it is sent (the investor may cancel it meanwhile). */
  WITHDRAWAL_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(DEFAULT_WITHDRAWAL_HOLD_MINUTES),
  /** Business days a sent withdrawal takes to reach the bank account, as the investor is told. */
  WITHDRAWAL_ARRIVAL_BUSINESS_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(DEFAULT_WITHDRAWAL_ARRIVAL_BUSINESS_DAYS),
  /**
   * The platform's client-money account a business pays its revenue share into (issue 26), as
   * shown to founders ("Grove Client Money, IBAN …, BIC …"); unset: founders are told operators send it.
   */
  REVENUE_PAYMENT_ACCOUNT: z.string().trim().min(1).max(300).optional(),
  /** The guided tour at /demo and its demo accounts; unset: on for the embedded setup outside production. */
  DEMO_MODE: bool.optional(),
  DEMO_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  DEMO_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
});

/** Every variable the server reads (docs/configuration.md lists each one; a test checks it). */
export const CONFIG_VARIABLES = Object.keys(envObject.shape);
const S3_VARIABLES = CONFIG_VARIABLES.filter((key): key is keyof typeof envObject.shape & `S3_${string}` =>
  key.startsWith('S3_'),
);

const envSchema = envObject
  .superRefine((env, ctx) => {
    if (env.KYC_PROVIDER === 'authenticate' && !env.AUTHENTICATE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTHENTICATE_API_KEY'],
        message: 'is required when KYC_PROVIDER=authenticate',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
    if (env.DEMO_MODE === true) {
      // Demo visitors choose every outcome (a paid card, a passed check): only the sandboxes may
      // answer them, and their businesses are copies of the demo catalogue's.
      if (env.PAYMENT_PROVIDER !== 'sandbox' || env.KYC_PROVIDER !== 'sandbox') {
        ctx.addIssue({
          code: 'custom',
          path: ['DEMO_MODE'],
          message: 'needs the sandbox providers (PAYMENT_PROVIDER=sandbox and KYC_PROVIDER=sandbox)',
        });
      }
      if (!(env.SEED_DEMO_CONTENT ?? !env.DATABASE_URL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['DEMO_MODE'],
          message: 'needs the demo catalogue (SEED_DEMO_CONTENT=true)',
        });
      }
    }
    if (env.FILE_STORAGE === 's3') {
      if (!env.S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when FILE_STORAGE=s3' });
      }
      if (env.STORAGE_DIR) {
        ctx.addIssue({
          code: 'custom',
          path: ['STORAGE_DIR'],
          message: 'is for FILE_STORAGE=fs; files are in S3_BUCKET',
        });
      }
      if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
        const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: 'is required with the other S3 key (set both, or neither for the default credential chain)',
        });
      }
    } else {
      // Files written to one machine's disk while a bucket was meant are lost to every other instance.
      for (const key of S3_VARIABLES) {
        if (env[key] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is set, but FILE_STORAGE is fs: set FILE_STORAGE=s3 to keep files in the bucket',
          });
      }
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production (every instance must sign tokens with the same secret)',
      });
    }
  })
  .transform((env) => {
    const embedded = !env.DATABASE_URL;
    return {
      env: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      // Outside production the server holds the local outbox and demo accounts: it answers this
      // machine only unless HOST opens it up.
      host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
      port: env.PORT,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      dataDir: path.resolve(env.DATA_DIR),
      database: env.DATABASE_URL
        ? ({ kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } as const)
        : ({ kind: 'pglite' } as const),
      logLevel: env.LOG_LEVEL,
      /** Admission to the money routes under load (lib/admission.ts). */
      admission: {
        maxActive: env.ADMISSION_MAX_ACTIVE ?? (env.DATABASE_URL ? Math.max(2, env.DATABASE_POOL_MAX - 2) : 4),
        maxQueued: env.ADMISSION_MAX_QUEUED,
        maxWaitMs: env.ADMISSION_MAX_WAIT_MS,
      },
      trustProxy: env.TRUST_PROXY,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      /** null: decided by the database in use (plugins/security.ts). */
      rateLimitStore: env.RATE_LIMIT_STORE ?? null,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      corsOrigins: env.CORS_ORIGINS,
      seedDemoContent: env.SEED_DEMO_CONTENT ?? embedded,
      demo: {
        // On by default only where everything it needs is there by default: the embedded
        // setup outside production, with its sandboxes and demo catalogue.
        enabled:
          env.DEMO_MODE ??
          (embedded &&
            env.NODE_ENV !== 'production' &&
            env.PAYMENT_PROVIDER === 'sandbox' &&
            env.KYC_PROVIDER === 'sandbox' &&
            (env.SEED_DEMO_CONTENT ?? embedded)),
        ttlHours: env.DEMO_TTL_HOURS,
        sessionsPerHour: env.DEMO_SESSIONS_PER_HOUR,
      },
      ipLookupUrl: env.IP_LOOKUP_URL === 'off' ? null : env.IP_LOOKUP_URL,
      webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null,
      /** The folder of FILE_STORAGE=fs. */
      storageDir: path.resolve(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'files')),
      /** The bucket of FILE_STORAGE=s3; null: files are in storageDir. */
      s3:
        env.FILE_STORAGE === 's3'
          ? {
              bucket: env.S3_BUCKET!,
              region: env.S3_REGION ?? 'us-east-1',
              endpoint: env.S3_ENDPOINT ?? null,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
              credentials:
                env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                  : null,
              prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/*$/, '/') : '',
            }
          : null,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      pageRenderTimeoutMs: env.PAGE_RENDER_TIMEOUT_MS,
      jobsPollMs: env.JOBS_POLL_MS,
      // The platform clock an operator may move forward (POST /api/v1/dev/clock): never in production.
      shiftableClock: env.NODE_ENV !== 'production',
      auth: {
        jwtSecret: env.JWT_SECRET ?? null,
        tokenTtlSeconds: env.JWT_TTL_HOURS * 3600,
        rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
        countryHeader: env.COUNTRY_HEADER?.toLowerCase() ?? null,
        limits: {
          loginFailuresPerAddress: env.LOGIN_MAX_FAILURES,
          loginFailuresPerAccountPerHour: env.LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR,
          signUpsTakenPerAddressPerHour: env.SIGNUP_TAKEN_MAX_PER_HOUR,
        },
        secondFactorKey: env.SECOND_FACTOR_ENCRYPTION_KEY ?? null,
        operatorGraceHours: env.OPERATOR_SECOND_FACTOR_GRACE_HOURS,
      },
      mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
      revenue: { paymentAccount: env.REVENUE_PAYMENT_ACCOUNT ?? null },
      kyc:
        env.KYC_PROVIDER === 'authenticate'
          ? ({
              provider: 'authenticate',
              apiKey: env.AUTHENTICATE_API_KEY!,
              baseUrl: env.AUTHENTICATE_BASE_URL,
              verifyUrl: env.AUTHENTICATE_VERIFY_URL,
              workflowId: env.AUTHENTICATE_WORKFLOW_ID ?? null,
            } as const)
          : ({
              provider: 'sandbox',
              webhookUrl: env.KYC_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT}/api/v1/webhooks/authenticate`,
            } as const),
      payments: {
        provider: env.PAYMENT_PROVIDER,
        sandboxWebhookUrl: env.PAYMENT_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT}/api/v1/webhooks/payments`,
        stripe:
          env.PAYMENT_PROVIDER === 'stripe'
            ? {
                secretKey: env.STRIPE_SECRET_KEY!,
                webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
                connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
                apiUrl: env.STRIPE_API_URL ?? null,
              }
            : null,
        fees: { serviceFeeBp: env.SERVICE_FEE_BP, cardFeeBp: env.CARD_FEE_BP },
        reservationMinutes: env.RESERVATION_MINUTES,
        sandboxPayoutDelayMs: env.PAYMENT_SANDBOX_PAYOUT_DELAY_MS,
        withdrawalHoldMinutes: env.WITHDRAWAL_HOLD_MINUTES,
        withdrawalArrivalBusinessDays: env.WITHDRAWAL_ARRIVAL_BUSINESS_DAYS,
      },
      onboarding: { criteriaRequired: env.SOPHISTICATED_CRITERIA_REQUIRED as 1 | 2 },
      investmentLimits: { advisedShareBp: env.ADVISED_MAX_SHARE_BP, annualCap: env.ANNUAL_INVESTMENT_CAP },
      allowSandboxProviders: env.ALLOW_SANDBOX_PROVIDERS,
      google: env.GOOGLE_CLIENT_ID
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET ?? null,
            issuer: env.GOOGLE_ISSUER,
            jwksUrl: env.GOOGLE_JWKS_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
          }
        : null,
    };
  })
  .superRefine((config, ctx) => {
    // A sandbox lets whoever holds a session pick its outcome (a verified identity, a paid
    // investment): production refuses one unless a staging demo asks for it by name.
    if (!config.isProduction || config.allowSandboxProviders) return;
    for (const { variable } of sandboxProvidersOf(config)) {
      ctx.addIssue({
        code: 'custom',
        path: [variable],
        message: 'is a sandbox provider, refused in production (set ALLOW_SANDBOX_PROVIDERS=true for a staging demo)',
      });
    }
  });

export type Config = z.output<typeof envSchema>;

/**
 * The providers configured as sandboxes, each with the variable that chooses it. Reads
 * every `{provider}` section of the configuration, so a new provider area is covered too.
 */
export function sandboxProvidersOf(config: object): { area: string; variable: string }[] {
  const variables: Record<string, string> = { kyc: 'KYC_PROVIDER', payments: 'PAYMENT_PROVIDER' };
  return Object.entries(config)
    .filter(([, section]: [string, unknown]) => {
      const provider = section && typeof section === 'object' ? (section as { provider?: unknown }).provider : null;
      return provider === 'sandbox';
    })
    .map(([area]) => ({ area, variable: variables[area] ?? area }));
}

const SECRET_NAME = /SECRET|PASSWORD|KEY|TOKEN|DATABASE_URL|SMTP_URL/;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws a ConfigError naming each bad variable. Empty values count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    const value = SECRET_NAME.test(key) ? undefined : present[key];
    return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
  });
  throw new ConfigError(problems);
}

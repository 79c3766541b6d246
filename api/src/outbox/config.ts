import path from 'node:path';
import { z } from 'zod';
import { type AppConfig, ConfigError, REPO_ROOT } from '../config';

const OutboxEnv = z.object({
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'expected smtp://user:pass@host:port or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IT Shop <noreply@itshop.ba>'),
  /** Where messages for the company's staff (the contact form) go. */
  STAFF_EMAIL: z.email().default('info@itshop.ba'),
  OUTBOX_DIR: z.string().min(1).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
});

export interface OutboxConfig {
  smtpUrl?: string;
  from: string;
  staffEmail: string;
  /** Without SMTP, delivered messages are written here as .eml files. */
  directory: string;
  pollMs: number;
  /** Tests drive delivery themselves; every other environment runs the worker. */
  runWorker: boolean;
}

/** The email settings, validated once at boot like the rest of the environment (api/src/config.ts). */
export function loadOutboxConfig(
  app: Pick<AppConfig, 'nodeEnv'>,
  env: Record<string, string | undefined> = process.env,
): OutboxConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = OutboxEnv.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = result.data;
  return {
    smtpUrl: vars.SMTP_URL,
    from: vars.MAIL_FROM,
    staffEmail: vars.STAFF_EMAIL,
    directory: path.resolve(vars.OUTBOX_DIR ?? path.join(REPO_ROOT, 'data', 'outbox')),
    pollMs: vars.OUTBOX_POLL_MS,
    runWorker: app.nodeEnv !== 'test',
  };
}

import type { SiteConfig } from '@shop/shared/contracts';
import { z } from 'zod';
import { ConfigError } from '../../config';

const SiteEnvSchema = z.object({
  /** Google Analytics 4 measurement id, e.g. G-ABC123. */
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Z0-9-]{4,40}$/, 'expected an id such as G-ABC123')
    .optional(),
  /** Meta (Facebook) pixel id: digits. */
  PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'expected the pixel id (digits)')
    .optional(),
  /** The public address used in /sitemap.xml and /robots.txt, e.g. https://www.itshop.ba (default: the request's). */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export interface SiteEnv {
  siteConfig: SiteConfig;
  siteUrl?: string;
}

/** The site's own settings from the environment, validated at boot. Unset tracking ids mean nothing loads. */
export function loadSiteEnv(env: Record<string, string | undefined> = process.env): SiteEnv {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = SiteEnvSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = result.data;
  return {
    siteConfig: { analyticsId: vars.ANALYTICS_ID ?? null, pixelId: vars.PIXEL_ID ?? null },
    siteUrl: vars.SITE_URL?.replace(/\/+$/, ''),
  };
}

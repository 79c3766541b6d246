import { type AppConfig, loadConfig } from '../config';

/** Settings a test changes, group by group: `{ session: { cookieSecure: true } }`. */
export type ConfigOverrides = { [Group in keyof AppConfig]?: Partial<AppConfig[Group]> };

/**
 * The settings a test app runs with: the schema's defaults for NODE_ENV=test (never the shell's environment), with
 * the test's own values on top.
 */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  return withOverrides(loadConfig({ NODE_ENV: 'test' }), overrides);
}

/** `config` with the overridden groups' values replaced. */
export function withOverrides(config: AppConfig, overrides: ConfigOverrides): AppConfig {
  const merged: Record<string, object> = { ...config };
  for (const [group, values] of Object.entries(overrides)) merged[group] = { ...merged[group], ...values };
  return merged as AppConfig;
}

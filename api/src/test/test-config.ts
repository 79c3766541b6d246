import { type AppConfig, loadConfig } from '../config';

/** Settings a test changes, group by group: `{ session: { cookieSecure: true } }`. */
export type ConfigOverrides = { [Group in keyof AppConfig]?: Partial<AppConfig[Group]> };

/**
 * The settings a test app runs with: the schema's defaults for NODE_ENV=test (never the shell's environment), with
 * the test's own values on top.
 */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  const config: Record<string, object> = { ...loadConfig({ NODE_ENV: 'test' }) };
  for (const [group, values] of Object.entries(overrides)) config[group] = { ...config[group], ...values };
  return config as AppConfig;
}

import { DEFAULT_PRODUCT_COUNT } from './defaults';

export const SEED_USAGE = `Usage: pnpm --filter api db:seed [--products N] [--reset] [--demo-users]

Fills the database named by DATABASE_URL (unset: the embedded SQLite file) with the demo shop.
  --products N    how many products to generate (default ${DEFAULT_PRODUCT_COUNT}, at most 1000000)
  --reset         empty the catalogue tables first (needed when the catalogue already has data)
  --demo-users    also create admin@demo.ba, urednik@demo.ba and kupac@demo.ba (see DEMO_USERS)
  --help          show this text`;

const MAX_PRODUCTS = 1_000_000;

export interface SeedCliOptions {
  products: number;
  reset: boolean;
  demoUsers: boolean;
  help: boolean;
}

/** A mistake in the command line: the CLI prints the message and the usage, and exits with status 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** Parses `--products N` / `--products=N`, `--reset`, `--demo-users` and `--help`. */
export function parseSeedArgs(args: readonly string[]): SeedCliOptions {
  const options: SeedCliOptions = { products: DEFAULT_PRODUCT_COUNT, reset: false, demoUsers: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inlineValue] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg, '=') : [arg, undefined];
    switch (flag) {
      case '--':
        break; // `pnpm run script -- --flags` passes the separator through
      case '--products': {
        const value = inlineValue ?? args[++i];
        if (value === undefined) throw new CliUsageError('--products needs a number, e.g. --products 500');
        options.products = parseProductCount(value);
        break;
      }
      case '--reset':
      case '--demo-users':
      case '--help':
      case '-h':
        if (inlineValue !== undefined) throw new CliUsageError(`${flag} takes no value`);
        if (flag === '--reset') options.reset = true;
        else if (flag === '--demo-users') options.demoUsers = true;
        else options.help = true;
        break;
      default:
        throw new CliUsageError(`Unknown argument '${arg}'`);
    }
  }
  return options;
}

function parseProductCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new CliUsageError(`--products must be a whole number, got '${value}'`);
  const count = Number(value);
  if (count > MAX_PRODUCTS) throw new CliUsageError(`--products must be at most ${MAX_PRODUCTS}, got ${value}`);
  return count;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + separator.length)];
}

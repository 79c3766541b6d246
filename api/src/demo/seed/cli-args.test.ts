import { CliUsageError, parseSeedArgs } from './cli-args';
import { DEFAULT_PRODUCT_COUNT } from './defaults';

describe('parseSeedArgs', () => {
  it('has defaults', () => {
    expect(parseSeedArgs([])).toEqual({ products: DEFAULT_PRODUCT_COUNT, reset: false, demoUsers: false, help: false });
  });

  it('reads every flag, in both --products forms', () => {
    expect(parseSeedArgs(['--products', '50000', '--reset', '--demo-users'])).toEqual({
      products: 50_000,
      reset: true,
      demoUsers: true,
      help: false,
    });
    expect(parseSeedArgs(['--', '--products=12']).products).toBe(12);
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--products', 'abc'], "--products must be a whole number, got 'abc'"],
    [['--products', '-5'], "--products must be a whole number, got '-5'"],
    [['--products', '1.5'], "--products must be a whole number, got '1.5'"],
    [['--products'], '--products needs a number, e.g. --products 500'],
    [['--products', '2000000'], '--products must be at most 1000000, got 2000000'],
    [['--reset=yes'], '--reset takes no value'],
    [['--fast'], "Unknown argument '--fast'"],
  ])('rejects %j', (args, message) => {
    expect(() => parseSeedArgs(args)).toThrow(new CliUsageError(message));
  });
});

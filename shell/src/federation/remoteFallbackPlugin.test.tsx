import { remoteFallbackPlugin } from './remoteFallbackPlugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFallbackPlugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as unknown as ErrorHook;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('answers a failed load with a module whose default export is a component', () => {
    const fallback = hook({ id: 'catalog/WebshopPage', error: new Error('down'), lifecycle: 'onLoad' }) as {
      default: unknown;
    };
    expect(typeof fallback.default).toBe('function');
  });

  it('lets earlier lifecycles fail so the load ends in onLoad', () => {
    expect(hook({ id: 'catalog/WebshopPage', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});

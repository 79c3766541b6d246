import { clearAlert, getCurrentAlert } from '@shop/shared/alerts';
import { ApiError } from '@shop/shared/api-client';
import type { ShopMutationMeta } from '@shop/shared/state';
import { MutationObserver } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/** Runs one failing mutation through the shell's QueryClient, as a remote's useMutation would. */
async function failMutation(error: Error, meta?: ShopMutationMeta) {
  const observer = new MutationObserver(createQueryClient(), { mutationFn: () => Promise.reject(error), meta });
  await expect(observer.mutate()).rejects.toBe(error);
}

describe("the shell's one mutation-error alert", () => {
  beforeEach(() => clearAlert());

  it("shows the server's message as an error alert", async () => {
    await failMutation(new ApiError(400, 'Možete uporediti najviše 5 proizvoda.'));
    expect(getCurrentAlert()).toEqual({ message: 'Možete uporediti najviše 5 proizvoda.', type: 'error', time: 3_000 });
  });

  it("shows the message of an ApiError thrown by a remote's own copy of the API client", async () => {
    // Each remote bundles the API client (decision 006): its ApiError is another class with the same name.
    class RemoteBuildApiError extends Error {
      constructor(
        readonly status: number,
        message: string,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    await failMutation(new RemoteBuildApiError(409, 'Proizvod trenutno nije na stanju!'));
    expect(getCurrentAlert()).toMatchObject({ message: 'Proizvod trenutno nije na stanju!', type: 'error' });
  });

  it('stays quiet for a mutation that shows its errors itself', async () => {
    await failMutation(new ApiError(401, 'Pogrešan email ili lozinka.'), { errorAlert: false });
    expect(getCurrentAlert()).toBeNull();
  });

  it('only logs a failure without an answer from the server', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await failMutation(new TypeError('Failed to fetch'));
    expect(getCurrentAlert()).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

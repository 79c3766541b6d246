import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForEmail } from './outbox';

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/**
 * Registers a user through the API and confirms the account with the token from the emailed link, as the user would:
 * afterwards they can sign in. Needs a server of the spec's own that writes its emails to `outbox` (OUTBOX_DIR).
 */
export async function registerConfirmedUser(
  request: APIRequestContext,
  origin: string,
  outbox: string,
  user: NewUser,
): Promise<void> {
  const registered = await request.post(`${origin}/api/register`, {
    data: { ime: user.name, email: user.email, password: user.password, passwordConfirm: user.password, uslovi: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const email = await waitForEmail(outbox, user.email, /verify-account\//);
  const token = linkIn(email, origin, /\/verify-account\/[A-Za-z0-9_-]{43}/)
    .split('/')
    .pop();
  const verified = await request.post(`${origin}/api/verifyAccount`, { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

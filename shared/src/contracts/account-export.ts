import { z } from 'zod';
import { AccountOrder } from './account-orders';
import { Address, Profile } from './account-profile';
import { Money } from './common';

/** "Download my data": everything the shop keeps about the signed-in customer, as one JSON file. */
export const AccountExport = z.object({
  izvezeno: z.string(),
  profil: Profile,
  adrese: z.array(Address),
  narudzbe: z.array(AccountOrder),
  predracuni: z.array(
    z.object({
      id: z.number().int(),
      datum: z.string(),
      naziv: z.string(),
      jib: z.string(),
      kontakt: z.string(),
      email: z.string(),
      grad: z.string(),
      posta: z.string(),
      adresa: z.string(),
      broj: z.string(),
      stavke: z.array(z.object({ naziv: z.string(), kolicina: z.number().int(), cijena: Money })),
    }),
  ),
  omiljeni: z.array(z.object({ id_proizvoda: z.number().int(), naziv: z.string(), slug: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExport>;

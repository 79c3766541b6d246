import type { Address, AddressInput, Profile } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { UserRow } from '../../../db/schema';
import type { AddressFields, AddressRow } from './address-repository';

export function toProfile(user: UserRow): Profile {
  return {
    ime: user.username,
    email: user.email,
    telefon: user.phone ?? '',
    naziv_firme: user.company_name ?? '',
    jib: user.jib ?? '',
    email_na_cekanju: user.pending_email,
  };
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ime: row.name,
    naziv_firme: row.company_name,
    jib: row.jib,
    telefon: row.phone,
    adresa: row.address,
    grad: row.city,
    posta: row.postal_code,
    zadana_dostava: row.is_default_delivery === 1,
    zadana_naplata: row.is_default_billing === 1,
  };
}

export function toAddressFields(input: z.output<typeof AddressInput>): AddressFields {
  return {
    name: input.ime,
    company_name: input.naziv_firme,
    jib: input.jib,
    phone: input.telefon,
    address: input.adresa,
    city: input.grad,
    postal_code: input.posta,
  };
}

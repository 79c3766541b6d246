import type { DbOrTransaction } from '../../db/db-or-transaction';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: 'sr' | 'en';
}

export async function insertContactMessage(db: DbOrTransaction, message: NewContactMessage): Promise<number> {
  const { insertId } = await db.insertInto('contact_messages').values(message).executeTakeFirstOrThrow();
  return Number(insertId);
}

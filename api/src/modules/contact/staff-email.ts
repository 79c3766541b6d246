import type { OutgoingEmail } from '../../outbox/enqueue';
import type { NewContactMessage } from './contact-message-repository';

/** The email staff receive for a contact message (plain text: it is read by people, replied to by hand). */
export function contactEmailForStaff(staffEmail: string, id: number, message: NewContactMessage): OutgoingEmail {
  const lines = [
    `Nova poruka s kontakt forme (#${id}).`,
    '',
    `Ime i prezime: ${message.name}`,
    `Email: ${message.email}`,
    `Telefon: ${message.phone ?? '-'}`,
    `Jezik stranice: ${message.language === 'en' ? 'engleski' : 'srpski'}`,
    `Naslov: ${message.subject}`,
    '',
    message.message,
  ];
  return { to: staffEmail, subject: `Kontakt forma: ${message.subject}`, text: lines.join('\n') };
}

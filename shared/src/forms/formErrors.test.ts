import { ContactMessageBody, ProformaCustomer } from '../contracts';
import { SAMPLE_PROFORMA_CUSTOMER } from '../fixtures';
import { checkForm, recheckField } from './formErrors';

const contact = {
  name: 'Ana Anić',
  email: 'ana@firma.ba',
  phone: '',
  subject: 'Ponuda',
  message: 'Molim ponudu za 10 laptopa.',
};

describe('checkForm', () => {
  it('gives the data of valid values', () => {
    expect(checkForm(ContactMessageBody, contact)).toEqual({ data: { ...contact, language: 'sr' }, errors: null });
  });

  it('marks every field at fault with its code', () => {
    const { data, errors } = checkForm(ContactMessageBody, { ...contact, name: '', email: 'ana@', message: 'kratko' });
    expect(data).toBeNull();
    expect(errors).toEqual({ name: 'NAME_REQUIRED', email: 'INVALID_EMAIL', message: 'MESSAGE_TOO_SHORT' });
  });

  it("gives each empty pro-forma field the spec's 'fill in all fields' code", () => {
    const { errors } = checkForm(ProformaCustomer, { ...SAMPLE_PROFORMA_CUSTOMER, naziv: '', grad: ' ' });
    expect(errors).toEqual({ naziv: 'FILL_ALL_FIELDS', grad: 'FILL_ALL_FIELDS' });
  });
});

describe('recheckField', () => {
  const errors = { name: 'NAME_REQUIRED', email: 'INVALID_EMAIL' } as const;

  it('clears a field once it is corrected, keeping the others', () => {
    expect(recheckField(ContactMessageBody, { ...contact, name: '', email: 'ana@firma.ba' }, errors, 'email')).toEqual({
      name: 'NAME_REQUIRED',
    });
  });

  it("keeps (or updates) a field's error while it is still wrong", () => {
    const values = { ...contact, name: '', email: 'ana@' };
    expect(recheckField(ContactMessageBody, values, errors, 'email')).toEqual(errors);
  });

  it('adds no error to a field that had none while it is being typed', () => {
    const values = { ...contact, name: '', email: 'ana@', subject: 'x' };
    expect(recheckField(ContactMessageBody, values, errors, 'subject')).toBe(errors);
  });
});

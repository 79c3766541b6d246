import { checkForm } from '../forms/formErrors';
import { NewPassword, RegisterBody } from './account-auth';
import { isCommonPassword, loadCommonPasswords } from './common-passwords';

const valid = {
  ime: 'Lejla Begić',
  email: 'lejla@example.ba',
  password: 'kafa sa mlijekom',
  passwordConfirm: 'kafa sa mlijekom',
  uslovi: true,
};

describe('the new-password rule', () => {
  it('knows no common password until the list is loaded (the API loads it before it starts)', async () => {
    expect(isCommonPassword('password123')).toBe(false);
    await loadCommonPasswords();
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('kafa sa mlijekom')).toBe(false);
  });

  it.each([
    ['', 'PASSWORD_REQUIRED'],
    ['123456789', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['qwertyuiop', 'PASSWORD_TOO_COMMON'],
  ])('refuses %j with %s', async (password, code) => {
    await loadCommonPasswords();
    expect(NewPassword.safeParse(password).error?.issues[0]?.message).toBe(code);
  });

  it('asks for length only: no digits, capitals or symbols required', () => {
    expect(NewPassword.safeParse('sasvim obicna recenica').success).toBe(true);
  });
});

describe('the registration form', () => {
  it('takes a customer without a company', () => {
    expect(checkForm(RegisterBody, valid)).toEqual({
      data: { ...valid, naziv: '', jib: '', firma: false },
      errors: null,
    });
  });

  it('names each field at fault', () => {
    const { errors } = checkForm(RegisterBody, {
      ...valid,
      ime: ' ',
      email: 'lejla@',
      passwordConfirm: 'druga lozinka',
      jib: '4200000000001',
      uslovi: false,
    });
    expect(errors).toEqual({
      ime: 'NAME_REQUIRED',
      email: 'INVALID_EMAIL',
      uslovi: 'TERMS_REQUIRED',
    });
  });

  it('checks the repeated password and the company once the fields themselves are right', () => {
    const { errors } = checkForm(RegisterBody, { ...valid, passwordConfirm: 'druga lozinka', jib: '4200000000001' });
    expect(errors).toEqual({ passwordConfirm: 'PASSWORDS_DIFFER', naziv: 'COMPANY_NAME_REQUIRED' });
  });

  it('registering for a company needs the company name (the JIB may follow later)', () => {
    for (const naziv of [undefined, '', '   ']) {
      expect(checkForm(RegisterBody, { ...valid, firma: true, naziv }).errors).toEqual({
        naziv: 'COMPANY_NAME_REQUIRED',
      });
    }
    expect(checkForm(RegisterBody, { ...valid, firma: true, naziv: ' Nabavka d.o.o. ' })).toEqual({
      data: { ...valid, firma: true, naziv: 'Nabavka d.o.o.', jib: '' },
      errors: null,
    });
  });
});

export { FieldError, FormErrorSummary } from './FieldError';
export { checkForm, recheckField } from './formErrors';
export { TextField } from './TextField';
export { typedAmount } from './typedAmount';
export { type FormErrors, useFormErrors } from './useFormErrors';

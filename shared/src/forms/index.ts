export { FieldError, FormErrorSummary } from './FieldError';
export { checkForm, recheckField } from './formErrors';
export { type FormErrors, useFormErrors } from './useFormErrors';

export * from './core';
export { useTranslation } from './useTranslation';

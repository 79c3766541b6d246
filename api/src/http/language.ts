import type { Language } from '@shop/shared/i18n/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer in: the browser client sends the page's language as `Accept-Language` (decision 007).
 * English when the most preferred language is English (`en`, `en-GB;q=0.9`), otherwise Serbian, the default.
 * Route handlers read it here, and only here.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') || first.startsWith('en;') ? 'en' : 'sr';
}

/**
 * The one place that picks a catalogue text's language (decision 019): the English text when the answer is in
 * English and staff wrote one, the Serbian text otherwise.
 */
export function inLanguage(language: Language, serbian: string, english: string | null | undefined): string {
  return language === 'en' && english ? english : serbian;
}

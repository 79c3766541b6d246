import { z } from 'zod';
import { withCode } from '../error-codes';

/*
 * The admin panel's search settings (#Pretraga): the synonym table and what shoppers searched.
 */

/** At most this many words in one phrase of a synonym group, and this many characters. */
export const SYNONYM_PHRASE_MAX_WORDS = 4;
export const SYNONYM_PHRASE_MAX_LENGTH = 60;
export const SYNONYM_GROUP_MAX_PHRASES = 20;

const isPhrase = (phrase: string) =>
  phrase !== '' &&
  phrase.length <= SYNONYM_PHRASE_MAX_LENGTH &&
  !phrase.includes(',') &&
  phrase.split(/\s+/).length <= SYNONYM_PHRASE_MAX_WORDS;

/**
 * A synonym group: phrases that mean the same to a shopper ("laptop, notebook, prijenosni računar"); any of them finds
 * what the others find, in any of their word forms. Repeated phrases (any case) count once. The checks are on the
 * whole list, so a form shows them next to its one field.
 */
export const SynonymGroupInput = z.object({
  izrazi: z
    .array(z.string().trim(), withCode('SYNONYM_TERMS_TOO_FEW'))
    .refine(
      (phrases) => phrases.length <= SYNONYM_GROUP_MAX_PHRASES && phrases.every(isPhrase),
      withCode('SYNONYM_TERM_INVALID'),
    )
    .transform((phrases) => [...new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase])).values()])
    .refine((phrases) => phrases.length >= 2, withCode('SYNONYM_TERMS_TOO_FEW')),
});
export type SynonymGroupInput = z.input<typeof SynonymGroupInput>;

export const SynonymGroup = z.object({ id: z.number().int(), izrazi: z.array(z.string()), azurirano: z.string() });
export type SynonymGroup = z.infer<typeof SynonymGroup>;

export const SynonymGroupList = z.object({ grupe: z.array(SynonymGroup) });

/** Splits what staff type in one box ("laptop, notebook, prijenosni računar") into the group's phrases. */
export const synonymPhrasesOf = (text: string) =>
  text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);

export const SearchQueriesQuery = z.object({
  /** The last this many days (today included). */
  dana: z.coerce.number().int().min(1).max(90).optional(),
});

export const SearchQueryCount = z.object({
  upit: z.string(),
  pretraga: z.number().int(),
  bezRezultata: z.number().int(),
});
export type SearchQueryCount = z.infer<typeof SearchQueryCount>;

/** The period's most searched queries, and those that most often found nothing. */
export const SearchQueriesReport = z.object({
  od: z.string(),
  najcesci: z.array(SearchQueryCount),
  bezRezultata: z.array(SearchQueryCount),
});
export type SearchQueriesReport = z.infer<typeof SearchQueriesReport>;

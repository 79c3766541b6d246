import type { Language } from '@shop/shared/i18n';

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** One language's copy of a company page. */
export interface LocalizedContent {
  /** <title> and the page heading. */
  title: string;
  /** The meta description (about 150 characters). */
  description: string;
  lead: string;
  sections: ContentSection[];
}

/** A company page in both languages (one module per page; the Serbian text is the original). */
export type PageContent = Record<Language, LocalizedContent> & {
  /** Service pages end with a call to the contact page. */
  kind?: 'service' | 'legal' | 'company';
};

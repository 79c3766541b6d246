import { useEffect } from 'react';
import { company } from '../company';
import { setMetaDescription } from './head';

/** A page's title ("… | IT Shop") and meta description, set when it is shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${company.name}` : company.name;
    setMetaDescription(description);
  }, [title, description]);
}

import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { MessageKey } from './dictionaries';
import { languageFromPath } from './language';
import { translate } from './translate';

/** The current language (from the path) and a `t` bound to it. Works in the shell and in every remote. */
export function useTranslation() {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  return { language, t };
}

import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { sitePaths } from '../site/paths';
import type { MessageKey } from './dictionaries';
import { languageFromPath } from './language';
import { translate } from './translate';

/**
 * The current language (from the path), a `t` bound to it and the site's URL builders in it (`paths.product(slug)`),
 * so every link an English page renders stays English. Works in the shell and in every remote.
 */
export function useTranslation() {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  );
  const paths = useMemo(() => sitePaths(language), [language]);
  return { language, t, paths };
}

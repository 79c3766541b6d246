export type Language = 'sr' | 'en';

/** SPEC §2: the language is English if the path contains /en/ (or is /en itself), otherwise Serbian. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.includes('/en/') ? 'en' : 'sr';
}

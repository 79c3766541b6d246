export type Language = 'sr' | 'en';

/** SPEC §2: the language is English if the path contains /en/ (or is /en itself), otherwise Serbian. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.includes('/en/') ? 'en' : 'sr';
}

/** A language stored as text (an order's): English when it says so, otherwise Serbian, the shop's default. */
export function languageOrDefault(stored: string | null | undefined): Language {
  return stored === 'en' ? 'en' : 'sr';
}

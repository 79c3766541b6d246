/** SPEC §3: avatar initials are the first letters of up to two words of korisnicko_ime. */
export function initialsOf(username: string): string {
  return username
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('sr-Latn') ?? '')
    .join('');
}

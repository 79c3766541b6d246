/** One area's texts: Serbian (default, exactly as the spec writes them) and the English mirror, with equal keys. */
export function defineMessages<K extends string>(messages: { sr: Record<K, string>; en: Record<K, string> }) {
  return messages;
}

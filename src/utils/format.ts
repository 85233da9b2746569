/** Right-to-left letters, and the controls that set or override a direction (LRM/RLM, embeddings, overrides, isolates). */
const BIDI_SENSITIVE = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Service text placed inside other plain text (an option, the tab title): between FIRST STRONG ISOLATE and POP
 * DIRECTIONAL ISOLATE when it holds right-to-left letters or direction controls, so it cannot reorder the words after
 * it (UAX #9 §2.4). In markup, `<bdi>` does the same.
 */
export const isolate = (text: string): string => (BIDI_SENSITIVE.test(text) ? `\u2068${text}\u2069` : text);

/** "door open" style labels from VSS enum strings: "PARTIALLY_OPEN" → "Partially open". */
export function humanize(value: string): string {
  // Short all-caps words are acronyms ("SUV"), longer ones enum constants ("PARTIALLY_OPEN").
  const acronym = /^[A-Z0-9]{1,3}$/.test(value);
  const s = acronym
    ? value
    : value
        .replace(/_+/g, ' ')
        .replace(/^[A-Z0-9 ]+$/, (m) => m.toLowerCase())
        .trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

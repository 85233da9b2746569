/**
 * Text a client must show as text, whatever the service sends: markup and script, URLs with a script scheme, a word
 * too long for any line, a right-to-left override, right-to-left scripts, emoji sequences and words that look like a
 * missing value. The `hostile-strings` scenario puts them in every free-text field of a car (see `hostile.ts`).
 */
export const HOSTILE = {
  imgOnerror: '<img src=x onerror=alert(1)>',
  script: '<script>alert("script")</script>',
  attributeBreakout: '"><svg onload=alert(2)>',
  javascriptUrl: 'javascript:alert(document.domain)',
  markdownLink: '[open](javascript:alert(3))',
  csvFormula: '=HYPERLINK("https://example.com","x")',
  /** One word of 5,000 characters, no space or hyphen to break at. */
  longWord: 'Unbreakable'.repeat(455).slice(0, 5000),
  /** U+202E RIGHT-TO-LEFT OVERRIDE, never closed: "exe.png" drawn as "gnp.exe" and everything after it reversed. */
  rtlOverride: '\u202Eexe.png',
  arabic: 'سيارة كهربائية',
  hebrew: 'רכב חשמלי',
  /** Zero-width-joiner sequences: a family, a rainbow flag, an astronaut with a skin tone. */
  emoji: '👩‍👩‍👧‍👦 🏳️‍🌈 🧑🏽‍🚀',
  undefinedWord: 'undefined',
  nullWord: 'null',
} as const;

/** Every hostile string once, separated by spaces. */
export const ALL_HOSTILE = Object.values(HOSTILE).join(' ');

/** Alert titles: one hostile string each, in turn. */
export const HOSTILE_TITLES: readonly string[] = Object.values(HOSTILE);

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';
const MESSAGES_DIR = fileURLToPath(new URL('../src/lib/i18n/messages/', import.meta.url));
const NO_PARSER = fileURLToPath(
  new URL('../node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
);

/**
 * Parses every ICU message of a catalogue (`{ key: "ICU string" }`) into intl-messageformat's AST; a message that is
 * plain text stays a string (with ICU's quoting undone), so it needs no formatter. Throws naming the bad key.
 */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        const ast = parse(message);
        const only = ast.length === 1 ? ast[0] : undefined;
        return [key, ast.length === 0 ? '' : only && isLiteralElement(only) ? only.value : ast];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not valid ICU MessageFormat (${(error as Error).message})`, {
          cause: error,
        });
      }
    }),
  );
}

/**
 * `import('virtual:messages/de')` loads `src/lib/i18n/messages/de.json` with every message already parsed, so the
 * browser needs intl-messageformat's formatter but never its parser (aliased to formatjs's `no-parser` build).
 */
export function icuMessages(): Plugin {
  return {
    name: 'icu-messages',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }] },
    }),
    resolveId(id) {
      if (id.startsWith(PREFIX) && /^[a-z]+(\.[a-z-]+)?(\+[a-z]+(\.[a-z-]+)?)*$/.test(id.slice(PREFIX.length)))
        return RESOLVED + id.slice(PREFIX.length);
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      // `signals.en+codes.en`: several files in one chunk (one request, one name in the entry's preload lists).
      const merged: Record<string, unknown> = {};
      for (const name of id.slice(RESOLVED.length).split('+')) {
        const file = `${MESSAGES_DIR}${name}.json`;
        this.addWatchFile(file);
        for (const [key, message] of Object.entries(compileCatalogue(readFileSync(file, 'utf8'), file))) {
          if (key in merged) throw new Error(`${file}: ${key} is also in another file of ${id}`);
          merged[key] = message;
        }
      }
      return `export default ${JSON.stringify(merged)};`;
    },
  };
}

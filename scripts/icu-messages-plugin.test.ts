import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './icu-messages-plugin';

describe('compileCatalogue: catalogues reach the browser parsed', () => {
  it('keeps plain text a string, with ICU quoting undone', () => {
    expect(compileCatalogue('{"a": "Garage", "b": "It\'\'s {x}\'s"}', 'en.json').a).toBe('Garage');
  });
  it('parses a message with arguments into an AST', () => {
    const { a } = compileCatalogue('{"a": "{n, plural, one {# car} other {# cars}}"}', 'en.json');
    expect(a).toEqual([expect.objectContaining({ type: 6, value: 'n' })]);
  });
  it('names the key of a message that is not valid ICU', () => {
    expect(() => compileCatalogue('{"broken": "{n, plural, one {# car}"}', 'de.json')).toThrow(/de\.json: "broken"/);
  });
  it('refuses a value that is not a string', () => {
    expect(() => compileCatalogue('{"a": 1}', 'de.json')).toThrow(/"a" is not a string/);
  });
});

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints `source` as a view of the dashboard (a file the catalogue rule covers). */
async function literalErrors(source: string, path = 'src/features/x/components/x.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${path}` });
  return result!.messages.filter((m) => m.ruleId === 'i18n/no-literal-text').map((m) => m.message);
}

describe('catalogue rule: text users read that bypasses the catalogue fails the lint', { timeout: 60_000 }, () => {
  it.each([
    ['text between tags', 'export const A = () => <p>Your vehicles</p>;'],
    ['a string in braces', "export const A = () => <p>{'Loading…'}</p>;"],
    ['a branch of a conditional', "export const A = ({ x }: { x: boolean }) => <p>{x ? 'Open' : 'Closed'}</p>;"],
    ['the right side of &&', "export const A = ({ x }: { x: boolean }) => <p>{x && 'Open'}</p>;"],
    ['a template literal', 'export const A = ({ n }: { n: number }) => <p>{`${n} vehicles`}</p>;'],
    ['an aria-label', 'export const A = () => <ul aria-label="Vehicles" />;'],
    ['a title attribute in braces', "export const A = () => <abbr title={'Vehicle identification number'} />;"],
    [
      'a label prop of a component',
      'const S = (p: { title: string }) => p.title;\nexport const A = () => <S title="Add a vehicle" />;',
    ],
    [
      'a submitLabel prop',
      'const S = (p: { submitLabel: string }) => p.submitLabel;\nexport const A = () => <S submitLabel="Look up" />;',
    ],
    [
      'the page title',
      "declare function useDocumentTitle(...p: string[]): void;\nexport function A() { useDocumentTitle('Garage'); return null; }",
    ],
  ])('%s', async (_, source) => {
    const errors = await literalErrors(source);
    expect(errors).not.toEqual([]);
    for (const error of errors) expect(error).toMatch(/bypasses the catalogue/);
  });

  it.each([
    [
      'translated text',
      "declare const t: (k: string) => string;\nexport const A = () => <p title={t('a')}>{t('b')}</p>;",
    ],
    ['symbols, numbers and single letters', "export const A = () => <p>{' · '}— 42 % x{'°'}</p>;"],
    [
      'attributes that are not text',
      'export const A = () => <a href="https://example.com" className="link" rel="noopener" />;',
    ],
    ['data in braces that is not a string literal', 'export const A = ({ name }: { name: string }) => <p>{name}</p>;'],
  ])('passes %s', async (_, source) => {
    expect(await literalErrors(source)).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await literalErrors('export const A = () => <p>Fixture text</p>;', 'src/features/x/x.test.tsx')).toEqual([]);
  });
});

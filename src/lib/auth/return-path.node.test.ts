import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/vehicles/WVWZZZ1JZXW000001/status',
    '/vehicles/WVWZZZ1JZXW000001/alerts?severity=critical&page=2',
    '/catalog#signals',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/vehicles'],
    ['backslash', '/\\evil.example'],
    ['backslash twice', '\\\\evil.example'],
    ['encoded tab trick', '/\t/evil.example'],
    ['absolute https', 'https://evil.example/vehicles'],
    ['absolute http same host', 'http://localhost:5173/vehicles'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript after slash', '/javascript:alert(1)'.replace('/', '')],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'vehicles'],
    ['empty', ''],
    ['back to sign-in (loop)', '/sign-in?returnTo=/vehicles'],
    ['back to the callback', '/callback?code=x'],
    ['not a string', 42],
    ['undefined', undefined],
  ])('refuses %s', (_name, path) => {
    expect(safeReturnPath(path)).toBe(DEFAULT_RETURN_PATH);
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/vehicles/../catalog')).toBe('/catalog');
    expect(safeReturnPath('/../../evil')).toBe('/evil');
  });
});

import { describe, expect, it } from 'vitest';
import { humanize, isolate } from './format';

describe('labels', () => {
  it('humanizes enum constants but keeps acronyms', () => {
    expect(humanize('PARTIALLY_OPEN')).toBe('Partially open');
    expect(humanize('SUV')).toBe('SUV');
    expect(humanize('hatchback')).toBe('Hatchback');
    expect(humanize('LOCK')).toBe('Lock');
  });
  it('isolates service text with right-to-left letters or direction controls, and only that', () => {
    expect(isolate('Voltara Aero')).toBe('Voltara Aero');
    expect(isolate('\u202Eexe.png')).toBe('\u2068\u202Eexe.png\u2069');
    expect(isolate('רכב חשמלי')).toBe('\u2068רכב חשמלי\u2069');
    expect(isolate('سيارة')).toBe('\u2068سيارة\u2069');
  });
});

import { describe, expect, it } from 'vitest';
import { journeyFixture as journey } from './testing/journey';
import { csvField, escapeXml, interpolateTimes, journeysToCsv, journeysToGpx } from './export';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-1.5)).toBe('-1.5');
  });
  it('leaves out soft hyphens, which mark where a long word may break on screen', () => {
    expect(csvField('Durchschnitts\u00ADgeschwindigkeit')).toBe('Durchschnittsgeschwindigkeit');
  });
  it('neutralises spreadsheet formulas in text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM')).toBe("'@SUM");
  });
  it('writes a header and one row per journey with energy or fuel', () => {
    const csv = journeysToCsv([journey(), journey({ id: 'j,2', energyUsed: undefined, fuelUsed: 0.4 })]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'id,startTime,endTime,distance_m,duration_s,averageSpeed_kmh,energyUsed_kWh,fuelUsed_l,startLatitude,startLongitude,endLatitude,endLongitude',
    );
    expect(lines[1]).toBe(
      'j-1,2026-11-20T08:00:00.000Z,2026-11-20T08:10:00.000Z,5000,600,30,0.9,,52.52,13.405,52.53,13.41',
    );
    expect(lines[2]!.startsWith('"j,2",')).toBe(true);
    expect(lines[2]).toContain(',,0.4,');
  });
});

describe('GPX', () => {
  it('escapes XML special and forbidden characters', () => {
    expect(escapeXml(`<a & "b" 'c'>\u0001`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
  });
  it('interpolates times by distance from start to end', () => {
    const times = interpolateTimes(
      [
        [0, 0],
        [0, 1],
        [0, 3],
      ],
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:03:00Z',
    );
    expect(times).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T00:01:00.000Z', '2026-01-01T00:03:00.000Z']);
    expect(
      interpolateTimes(
        [
          [1, 1],
          [1, 1],
          [1, 1],
        ],
        '2026-01-01T00:00:00Z',
        '2026-01-01T00:02:00Z',
      )[1],
    ).toBe('2026-01-01T00:01:00.000Z');
  });
  it('is well-formed GPX 1.1 with one trk per journey and a time on every point', () => {
    const gpx = journeysToGpx(
      [
        {
          journey: journey({ id: 'a<b>&c' }),
          points: [
            [52.52, 13.405],
            [52.525, 13.407],
            [52.53, 13.41],
          ],
        },
        {
          journey: journey({ id: 'j-2' }),
          points: [
            [48.1, 11.5],
            [48.2, 11.6],
          ],
        },
      ],
      { name: 'Journeys "test" & more', time: new Date('2026-11-22T00:00:00Z') },
    );
    const doc = new DOMParser().parseFromString(gpx, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('gpx');
    expect(root.getAttribute('version')).toBe('1.1');
    expect(root.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    const tracks = doc.getElementsByTagName('trk');
    expect(tracks).toHaveLength(2);
    expect(tracks[0]!.getElementsByTagName('desc')[0]!.textContent).toBe('a<b>&c');
    const points = tracks[0]!.getElementsByTagName('trkpt');
    expect(points).toHaveLength(3);
    expect(points[0]!.getAttribute('lat')).toBe('52.520000');
    expect(points[0]!.getElementsByTagName('time')[0]!.textContent).toBe('2026-11-20T08:00:00.000Z');
    expect(points[2]!.getElementsByTagName('time')[0]!.textContent).toBe('2026-11-20T08:10:00.000Z');
    expect(doc.getElementsByTagName('metadata')[0]!.getElementsByTagName('name')[0]!.textContent).toBe(
      'Journeys "test" & more',
    );
  });
});

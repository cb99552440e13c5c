import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeText, XmlWriter } from './xmlWriter';
import { toDdexTerritory, toLanguageTag } from './vocabulary';
import { formatDuration } from './writeCommon';
import { parseDuration } from './readMessage';

describe('the XML writer', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeText('a & <b> "c" \u0007\uFFFE\uD800 🎵')).toBe('a &amp; &lt;b&gt; "c"  🎵');
    expect(escapeAttr('x"y\n\tz')).toBe('x&quot;y&#10;&#9;z');
  });

  it('writes elements in order, leaves out null values and refuses to end unclosed', () => {
    const w = new XmlWriter();
    w.el(
      'A',
      [
        ['x', 1],
        ['y', null],
        ['z', true],
      ],
      () => {
        w.text('B', 'b');
        w.text('C', null);
        w.texts('D', ['1', '2']);
      },
    );
    expect(w.toString()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<A x="1" z="true">\n  <B>b</B>\n  <D>1</D>\n  <D>2</D>\n</A>\n',
    );
  });
});

describe('DDEX vocabulary', () => {
  it('maps territories, language tags and durations both ways', () => {
    expect([
      toDdexTerritory('cn'),
      toDdexTerritory('XK'),
      toDdexTerritory('worldwide'),
      toDdexTerritory('XX'),
    ]).toEqual(['CN', 'XK', 'Worldwide', null]);
    expect([
      toLanguageTag('zh-hans'),
      toLanguageTag('pt_br'),
      toLanguageTag('yue'),
      toLanguageTag('中文'),
      toLanguageTag(null),
    ]).toEqual(['zh-Hans', 'pt-BR', 'yue', null, null]);
    for (const ms of [0, 1000, 200_500, 3_600_000, 3_723_250])
      expect(parseDuration(formatDuration(ms))).toBe(ms);
    expect(formatDuration(200_500)).toBe('PT3M20.5S');
  });
});

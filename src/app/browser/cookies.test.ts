// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseCookies, readCookie, removeCookie, serializeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('parses a cookie header, decoding values and keeping the first of duplicates', () => {
    const jar = parseCookies('a=1; language=en;  b=%E4%B8%AD ; a=2; broken');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('language')).toBe('en');
    expect(jar.get('b')).toBe('中');
    expect(jar.has('broken')).toBe(false);
  });

  it('serializes with path, SameSite and max-age', () => {
    expect(serializeCookie('autoToken', 'k y', { maxAgeSeconds: 60 })).toBe(
      'autoToken=k%20y; Path=/; SameSite=Lax; Max-Age=60',
    );
    expect(serializeCookie('x', '1', {}, true)).toContain('; Secure');
  });

  it('writes, reads and removes through document.cookie', () => {
    writeCookie('sidebarStatus', '0');
    expect(readCookie('sidebarStatus')).toBe('0');
    removeCookie('sidebarStatus');
    expect(readCookie('sidebarStatus')).toBeUndefined();
  });
});

// Contract: the lookup lists and the public app config.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type AppConfig, type LookupItem } from '../../../src/domain/api';
import { CONTINENT_CODES } from '../../../src/domain/reference/continents';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import type { PathKey } from '../endpoints';
import { useApp } from '../suite';

const LISTS: ReadonlyArray<{ key: PathKey; method: 'GET' | 'POST'; min: number; sample: string }> =
  [
    { key: 'country', method: 'GET', min: 249, sample: 'CN' },
    { key: 'countryLang', method: 'POST', min: 249, sample: 'HK' },
    { key: 'continent', method: 'GET', min: 7, sample: 'AS' },
    { key: 'displayLang', method: 'GET', min: 180, sample: 'zh-Hans' },
    { key: 'displayLangCommon', method: 'POST', min: 180, sample: 'zh-Hant' },
    { key: 'performLang', method: 'GET', min: 180, sample: 'yue' },
    { key: 'genreLanguage', method: 'POST', min: 40, sample: 'pop' },
    { key: 'artistTypes', method: 'POST', min: 6, sample: 'band' },
  ];

export function describeLookupContract(backend: TestBackend): void {
  describe('lookups', () => {
    const ctx = useApp(backend);

    it('serves the public app config without a session', async () => {
      const res = await call<AppConfig>(ctx().app, apiUrl(PATHS.config), { method: 'POST' });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({
        imageUrl: '/api/file/object/',
        videoUrl: '/api/file/object/',
        fileUrl: '/api/file/object/',
      });
    });

    it.each(LISTS)(
      '$method $key: bilingual items, cacheable',
      async ({ key, method, min, sample }) => {
        const { sign } = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026', {
          remoteAddress: `10.9.0.${key.length}`,
        });
        const res = await call<LookupItem[]>(ctx().app, apiUrl(PATHS[key]), { sign, method });
        expect(res.status).toBe(200);
        const items = res.body.result;
        expect(items.length).toBeGreaterThanOrEqual(min);
        expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
        for (const item of items) {
          expect(item.nameZh.length).toBeGreaterThan(0);
          expect(item.nameEn.length).toBeGreaterThan(0);
        }
        expect(items.some((i) => i.code === sample)).toBe(true);
        expect(String(res.headers['cache-control'])).toMatch(/max-age=\d+/);
      },
    );

    it('gives every country and region a continent, and names regions as the product does', async () => {
      const { sign } = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026', {
        remoteAddress: '10.9.1.1',
      });
      const items = (await call<LookupItem[]>(ctx().app, apiUrl(PATHS.country), { sign })).body
        .result;
      for (const item of items) expect(CONTINENT_CODES).toContain(item.continent);
      const byCode = new Map(items.map((i) => [i.code, i]));
      expect(byCode.get('CN')).toMatchObject({ nameZh: '中国', nameEn: 'China', continent: 'AS' });
      expect(byCode.get('TW')?.nameZh).toBe('中国台湾');
      expect(byCode.get('HK')?.nameZh).toContain('香港');
      expect(byCode.get('FR')).toMatchObject({ nameZh: '法国', nameEn: 'France', continent: 'EU' });
    });
  });
}

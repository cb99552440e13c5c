import { describe, expect, it } from 'vitest';
import { catalogueKeyPart, SERVER_ONLY_PREFIXES } from './catalogueParts';
import { ensureFullMessages, getLatestFullMessages, loadMessages } from './loadMessages';

describe('catalogue parts', () => {
  it('loads only the public texts until the full catalogue is asked for', async () => {
    const shell = await loadMessages('zh-hans');
    expect(Object.keys(shell).length).toBeGreaterThan(0);
    expect(Object.keys(shell).every((id) => catalogueKeyPart(id) === 'shell')).toBe(true);
  });

  it('keeps the full catalogue for a provider that mounts after it arrived', async () => {
    expect(getLatestFullMessages()).toBeNull();
    await ensureFullMessages('en');
    const full = getLatestFullMessages();
    expect(full?.language).toBe('en');
    const ids = Object.keys(full?.messages ?? {});
    expect(ids.some((id) => catalogueKeyPart(id) === 'shell')).toBe(true);
    expect(ids.some((id) => catalogueKeyPart(id) === 'rest')).toBe(true);
    // mail and SMS texts are the server's alone
    expect(
      ids.filter((id) => SERVER_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix))),
    ).toEqual([]);
    // once asked for, later loads (a language switch) are full too
    expect(Object.keys(await loadMessages('zh-hans')).length).toBe(ids.length);
  });
});

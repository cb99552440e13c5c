import { describe, expect, it } from 'vitest';
import { convertToTraditional, loadTraditionalConverter } from './traditional';

describe('convertToTraditional', () => {
  it('converts simplified lyrics, keeping LRC time tags and words as written', async () => {
    expect(
      await convertToTraditional(
        '[00:01.00]晨光照进来\n[00:08.50]山那边的云\n[00:20.00]早安，这个世界\n',
      ),
    ).toBe('[00:01.00]晨光照進來\n[00:08.50]山那邊的雲\n[00:20.00]早安，這個世界\n');
    // standard traditional, not the Taiwan word table
    expect(await convertToTraditional('软件')).toBe('軟件');
  });
  it('leaves traditional text and other scripts alone', async () => {
    expect(await convertToTraditional('這個世界 hello 123')).toBe('這個世界 hello 123');
  });
  it('loads the dictionaries once', async () => {
    expect(await loadTraditionalConverter()).toBe(await loadTraditionalConverter());
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { setLanguage } from '../../i18n/languageStore';
import { AudioPlayer } from './AudioPlayer';
import { createPlayerStore, type PlayerStore } from './playerStore';
import { PLAYER_AUTO_HIDE_MS } from './useAutoHide';

const FILE_ID = '0190a5b2-0000-7000-8000-000000000001';
const STREAM = `/api/files/${FILE_ID}/stream?exp=1&sig=x`;

/** settles the URL call and play() (promises only: the timers may be fake) */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

function renderPlayer(
  requestUrl: (id: string) => Promise<string>,
  store: PlayerStore = createPlayerStore(),
) {
  renderWithProviders(
    [
      {
        path: '/',
        element: (
          <AudioPlayer
            fileId={FILE_ID}
            title="Morning Song"
            durationMs={65_000}
            requestUrl={requestUrl}
            store={store}
          />
        ),
      },
    ],
    '/',
  );
  return { store };
}

const bar = () => screen.getByTestId('audio-player');
const media = () => screen.getByTestId<HTMLAudioElement>('audio-player-media');

beforeEach(() => setLanguage('zh-hans'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setLanguage('zh-hans');
});

describe('AudioPlayer', () => {
  it('renders a labelled bar with play, the time and a seek slider that waits for the stream (Chinese)', () => {
    renderPlayer(vi.fn());
    expect(screen.getByRole('group', { name: '音频播放器：Morning Song' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '播放 Morning Song' })).toBeTruthy();
    expect(screen.getByTestId('audio-player-time').textContent).toBe('0:00 / 1:05');
    expect(
      screen.getByRole('slider', { name: 'Morning Song 的播放进度' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(media().getAttribute('preload')).toBe('metadata');
    expect(media().getAttribute('src')).toBeNull();
  });

  it('asks for the stream URL on the first play only, and plays from it (English)', async () => {
    setLanguage('en');
    const requestUrl = vi.fn(() => Promise.resolve(STREAM));
    renderPlayer(requestUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Play Morning Song' }));
    await settle();
    expect(requestUrl).toHaveBeenCalledWith(FILE_ID);
    expect(media().getAttribute('src')).toBe(STREAM);
    expect(bar().dataset.status).toBe('playing');
    fireEvent.click(screen.getByRole('button', { name: 'Pause Morning Song' }));
    await settle();
    expect(bar().dataset.status).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Play Morning Song' }));
    await settle();
    expect(bar().dataset.status).toBe('playing');
    expect(requestUrl).toHaveBeenCalledTimes(1);
    expect(
      screen
        .getByRole('slider', { name: 'Playback position of Morning Song' })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it.each([
    ['zh-hans', '音频文件播放错误', '播放 Morning Song'],
    ['en', 'Audio file playback error', 'Play Morning Song'],
  ] as const)(
    'shows the playback error when the audio element fails (%s), and asks for a fresh URL next time',
    async (lang, text, playName) => {
      setLanguage(lang);
      const requestUrl = vi.fn(() => Promise.resolve(STREAM));
      renderPlayer(requestUrl);
      fireEvent.click(screen.getByRole('button', { name: playName }));
      await settle();
      fireEvent.error(media());
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(bar().dataset.status).toBe('error');
      fireEvent.click(screen.getByRole('button', { name: playName }));
      await settle();
      expect(requestUrl).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('shows the playback error when the URL call fails', async () => {
    renderPlayer(vi.fn(() => Promise.reject(new Error('file-not-ready'))));
    fireEvent.click(screen.getByRole('button', { name: '播放 Morning Song' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('音频文件播放错误');
    expect(media().getAttribute('src')).toBeNull();
  });

  it('hides the bar after 4 s without activity while playing, and shows it again on a pointer move, a key or focus', async () => {
    vi.useFakeTimers();
    renderPlayer(() => Promise.resolve(STREAM));
    fireEvent.click(screen.getByRole('button', { name: '播放 Morning Song' }));
    await settle();
    expect(bar().dataset.status).toBe('playing');
    act(() => vi.advanceTimersByTime(PLAYER_AUTO_HIDE_MS - 1));
    expect(bar().dataset.visible).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(bar().dataset.visible).toBe('false');

    fireEvent.pointerMove(document.body);
    expect(bar().dataset.visible).toBe('true');
    act(() => vi.advanceTimersByTime(PLAYER_AUTO_HIDE_MS));
    expect(bar().dataset.visible).toBe('false');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(bar().dataset.visible).toBe('true');
    act(() => vi.advanceTimersByTime(PLAYER_AUTO_HIDE_MS));
    fireEvent.focus(screen.getByRole('button', { name: '暂停 Morning Song' }));
    expect(bar().dataset.visible).toBe('true');
  });

  it('stays visible while paused', async () => {
    vi.useFakeTimers();
    renderPlayer(() => Promise.resolve(STREAM));
    fireEvent.click(screen.getByRole('button', { name: '播放 Morning Song' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '暂停 Morning Song' }));
    await settle();
    act(() => vi.advanceTimersByTime(PLAYER_AUTO_HIDE_MS * 3));
    expect(bar().dataset.visible).toBe('true');
  });

  it('does not start when paused while the URL is still coming', async () => {
    let answer: (url: string) => void = () => undefined;
    renderPlayer(() => new Promise<string>((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: '播放 Morning Song' }));
    await settle();
    expect(bar().dataset.status).toBe('loading');
    fireEvent.click(screen.getByRole('button', { name: '暂停 Morning Song' }));
    answer(STREAM);
    await settle();
    expect(bar().dataset.status).toBe('paused');
    expect(media().paused).toBe(true);
  });

  it('plays one at a time: starting another player pauses the first', async () => {
    const store = createPlayerStore();
    const requestUrl = () => Promise.resolve(STREAM);
    renderWithProviders(
      [
        {
          path: '/',
          element: (
            <>
              <AudioPlayer fileId={FILE_ID} title="One" requestUrl={requestUrl} store={store} />
              <AudioPlayer fileId={FILE_ID} title="Two" requestUrl={requestUrl} store={store} />
            </>
          ),
        },
      ],
      '/',
    );
    fireEvent.click(screen.getByRole('button', { name: '播放 One' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '播放 Two' }));
    await settle();
    const [one, two] = screen.getAllByTestId('audio-player');
    expect(one?.dataset.status).toBe('paused');
    expect(two?.dataset.status).toBe('playing');
  });
});

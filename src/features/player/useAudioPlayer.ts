// The player's state around one <audio preload="metadata">: the signed stream URL is asked for on
// the first play only (the browser then streams it with Range requests), and a failed URL call or
// a media error ends in 'error'; the next play asks for a fresh URL (the signed one lasts an hour).
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { playerStore as defaultStore, type PlayerStore } from './playerStore';
import { reportError } from '../../data/errorLog';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface AudioPlayerOptions {
  fileId: string;
  requestUrl(fileId: string): Promise<string>;
  /** the length known before metadata arrives (the track's audio facts) */
  durationMs?: number | null;
  store?: PlayerStore;
}

export interface AudioPlayerState {
  audioRef: RefObject<HTMLAudioElement | null>;
  status: PlayerStatus;
  currentSeconds: number;
  durationSeconds: number;
  hasSource: boolean;
  toggle(): void;
  seek(seconds: number): void;
  /** the <audio> element's handlers */
  audioEvents: {
    onPlay(): void;
    onPause(): void;
    onEnded(): void;
    onError(): void;
    onTimeUpdate(event: SyntheticEvent<HTMLAudioElement>): void;
    onDurationChange(event: SyntheticEvent<HTMLAudioElement>): void;
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useAudioPlayer({
  fileId,
  requestUrl,
  durationMs,
  store = defaultStore,
}: AudioPlayerOptions): AudioPlayerState {
  const playerId = useId();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRequest = useRef<Promise<string> | null>(null);
  /** false once the user paused (or another player took over) while the URL was still coming */
  const wantsPlay = useRef(false);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [durationSeconds, setDurationSeconds] = useState(
    durationMs ? durationMs / 1000 : Number.NaN,
  );
  const [hasSource, setHasSource] = useState(false);

  // another player claimed playback: this one pauses
  useEffect(
    () =>
      store.subscribe(() => {
        const audio = audioRef.current;
        if (store.getActive() === playerId) return;
        wantsPlay.current = false;
        if (audio !== null && !audio.paused) audio.pause();
      }),
    [store, playerId],
  );
  useEffect(() => () => store.release(playerId), [store, playerId]);

  const fail = useCallback(() => {
    urlRequest.current = null;
    setHasSource(false);
    setStatus('error');
    store.release(playerId);
  }, [store, playerId]);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (audio === null) return;
    wantsPlay.current = true;
    store.claim(playerId);
    if (urlRequest.current === null || !audio.getAttribute('src')) {
      setStatus('loading');
      urlRequest.current ??= requestUrl(fileId);
      try {
        audio.src = await urlRequest.current;
        setHasSource(true);
      } catch (error) {
        reportError('player.source', error);
        fail();
        return;
      }
      if (!wantsPlay.current || store.getActive() !== playerId) {
        setStatus('paused');
        return;
      }
    }
    try {
      await audio.play();
    } catch (error) {
      // a pause before playback began rejects play() with AbortError: not a failure
      if (!isAbort(error)) {
        reportError('player.play', error);
        fail();
      }
    }
  }, [fail, fileId, playerId, requestUrl, store]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (audio !== null && (status === 'playing' || status === 'loading')) {
      wantsPlay.current = false;
      audio.pause();
      setStatus('paused');
      return;
    }
    void play();
  }, [play, status]);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (audio === null) return;
    audio.currentTime = seconds;
    setCurrentSeconds(seconds);
  }, []);

  const audioEvents = {
    onPlay: () => setStatus('playing'),
    onPause: () => setStatus((s) => (s === 'error' ? s : 'paused')),
    onEnded: () => {
      setStatus('paused');
      store.release(playerId);
    },
    onError: () => {
      // the element reports an error for a src it never loaded too (e.g. cleared): only a real one counts
      if (audioRef.current?.getAttribute('src')) {
        audioRef.current.removeAttribute('src');
        fail();
      }
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) =>
      setCurrentSeconds(event.currentTarget.currentTime),
    onDurationChange: (event: SyntheticEvent<HTMLAudioElement>) => {
      const d = event.currentTarget.duration;
      if (Number.isFinite(d)) setDurationSeconds(d);
    },
  };

  return {
    audioRef,
    status,
    currentSeconds,
    durationSeconds,
    hasSource,
    toggle,
    seek,
    audioEvents,
  };
}

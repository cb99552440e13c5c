import { Button, mergeClasses, Slider, Text } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { requestPlaybackUrl } from '../../uploads/uploadApi';
import { playerMessages as m } from './messages';
import { formatPlaybackTime } from './playbackTime';
import { useAudioPlayerStyles } from './AudioPlayer.styles';
import { useAudioPlayer } from './useAudioPlayer';
import { useAutoHide } from './useAutoHide';
import type { PlayerStore } from './playerStore';

export interface AudioPlayerProps {
  /** the verified file's id (the track's audio path) */
  fileId: string;
  /** what is played, for the accessible names */
  title: string;
  durationMs?: number | null;
  /** the stream URL call (POST audioXcodeUrl); replaceable in tests */
  requestUrl?: (fileId: string) => Promise<string>;
  store?: PlayerStore;
}

/** A compact player bar: play/pause, time, seek; it streams the stored file and auto-hides while playing. */
export function AudioPlayer({
  fileId,
  title,
  durationMs,
  requestUrl = requestPlaybackUrl,
  store,
}: AudioPlayerProps) {
  const intl = useIntl();
  const styles = useAudioPlayerStyles();
  const player = useAudioPlayer({ fileId, requestUrl, durationMs, store });
  const { isVisible, showNow } = useAutoHide(player.status === 'playing');
  const isPlaying = player.status === 'playing' || player.status === 'loading';
  const max = Number.isFinite(player.durationSeconds)
    ? Math.max(1, Math.ceil(player.durationSeconds))
    : 1;
  const time = intl.formatMessage(m.time, {
    current: formatPlaybackTime(player.currentSeconds),
    duration: formatPlaybackTime(player.durationSeconds),
  });

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(m.label, { title })}
      className={mergeClasses(styles.bar, !isVisible && styles.hidden)}
      data-testid="audio-player"
      data-status={player.status}
      data-visible={String(isVisible)}
      onFocus={showNow}
      onPointerMove={showNow}
    >
      <Button
        appearance="subtle"
        size="small"
        icon={isPlaying ? <PauseRegular /> : <PlayRegular />}
        aria-label={intl.formatMessage(isPlaying ? m.pause : m.play, { title })}
        onClick={player.toggle}
        data-testid="audio-player-toggle"
      />
      <Text size={200} className={styles.time} data-testid="audio-player-time">
        {time}
      </Text>
      <Slider
        size="small"
        className={styles.slider}
        min={0}
        max={max}
        step={1}
        value={Math.min(Math.floor(player.currentSeconds), max)}
        disabled={!player.hasSource}
        aria-label={intl.formatMessage(m.seek, { title })}
        aria-valuetext={time}
        onChange={(_, data) => player.seek(data.value)}
        data-testid="audio-player-seek"
      />
      <audio
        ref={player.audioRef}
        preload="metadata"
        {...player.audioEvents}
        data-testid="audio-player-media"
      />
      {player.status === 'error' && (
        <Text role="alert" size={200} className={styles.error} data-testid="audio-player-error">
          {intl.formatMessage(m.error)}
        </Text>
      )}
    </div>
  );
}

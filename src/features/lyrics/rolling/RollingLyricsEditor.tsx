import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Slider,
  Text,
} from '@fluentui/react-components';
import { PauseRegular, PlayRegular, TimerRegular } from '@fluentui/react-icons';
import type { KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Track } from '../../../domain/catalogue';
import { requestPlaybackUrl } from '../../../uploads/uploadApi';
import { playerMessages } from '../../player/messages';
import { formatPlaybackTime } from '../../player/playbackTime';
import { useAudioPlayer } from '../../player/useAudioPlayer';
import { issueText } from '../../upload/uploadText';
import { rollingCodeMessages, rollingMessages as m } from './messages';
import { useRollingStyles } from './RollingEditor.styles';
import { RollingLineList } from './RollingLineList';
import { playingLineAt, stampedCount } from './rollingStamps';
import { TraditionalPanel } from './TraditionalPanel';
import type { RollingEditor, SaveState } from './useRollingEditor';

/** What a save answered, worded; null when there is nothing to say. */
export function saveStateText(
  intl: IntlShape,
  save: SaveState,
  saved: typeof m.saved,
): { text: string; intent: 'success' | 'error' } | null {
  switch (save.kind) {
    case 'saved':
      return { text: intl.formatMessage(saved), intent: 'success' };
    case 'issues':
      return {
        text: save.issues
          .map((i) => intl.formatMessage(rollingCodeMessages[i.code], { line: i.line }))
          .join(' '),
        intent: 'error',
      };
    case 'refused': {
      const reason = save.issue
        ? issueText(intl, save.issue, save.fileName)
        : intl.formatMessage({ id: 'media.file-format' }, { file: save.fileName });
      return { text: intl.formatMessage(m.refused, { reason }), intent: 'error' };
    }
    case 'saveFailed':
      return { text: intl.formatMessage(m.saveFailed), intent: 'error' };
    default:
      return null;
  }
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

interface Props {
  track: Track & { audio: NonNullable<Track['audio']> };
  editor: RollingEditor;
  editable: boolean;
}

/** The player, the stamp button (or the T key), the lines and the save and conversion actions. */
export function RollingLyricsEditor({ track, editor, editable }: Props) {
  const intl = useIntl();
  const styles = useRollingStyles();
  const player = useAudioPlayer({
    fileId: track.audio.path,
    requestUrl: requestPlaybackUrl,
    durationMs: track.audio.durationMs,
  });
  const { stamps, dispatch } = editor;
  const total = stamps.lines.length;
  const isDone = stamps.cursor >= total;
  const playing = playingLineAt(stamps.lines, player.currentSeconds * 1000);
  const isPlaying = player.status === 'playing' || player.status === 'loading';
  const time = intl.formatMessage(playerMessages.time, {
    current: formatPlaybackTime(player.currentSeconds),
    duration: formatPlaybackTime(player.durationSeconds),
  });
  const max = Number.isFinite(player.durationSeconds)
    ? Math.max(1, Math.ceil(player.durationSeconds))
    : 1;

  const stampNow = () => {
    // the element's own clock: the state copy lags by up to a timeupdate interval (about 250 ms)
    const seconds = player.audioRef.current?.currentTime ?? player.currentSeconds;
    if (editable && !isDone) dispatch({ type: 'stamp', timeMs: seconds * 1000 });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key.toLowerCase() !== 't' ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      isTyping(event.target)
    )
      return;
    event.preventDefault();
    stampNow();
  };
  const status = saveStateText(intl, editor.save, m.saved);

  return (
    <div className={styles.body} onKeyDown={onKeyDown} data-testid="rolling-editor">
      <Body1 className={styles.muted}>{intl.formatMessage(m.instructions)}</Body1>
      {!editable && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.locked)}</MessageBarBody>
        </MessageBar>
      )}
      <div
        className={styles.bar}
        role="group"
        aria-label={intl.formatMessage(playerMessages.label, { title: track.name })}
        data-testid="rolling-player"
        data-status={player.status}
      >
        <Button
          icon={isPlaying ? <PauseRegular /> : <PlayRegular />}
          aria-label={intl.formatMessage(isPlaying ? playerMessages.pause : playerMessages.play, {
            title: track.name,
          })}
          onClick={player.toggle}
          data-testid="rolling-play"
        />
        <Text className={styles.time} data-testid="rolling-time">
          {time}
        </Text>
        <Slider
          className={styles.slider}
          size="small"
          min={0}
          max={max}
          step={1}
          value={Math.min(Math.floor(player.currentSeconds), max)}
          disabled={!player.hasSource}
          aria-label={intl.formatMessage(playerMessages.seek, { title: track.name })}
          aria-valuetext={time}
          onChange={(_, d) => player.seek(d.value)}
        />
        <audio ref={player.audioRef} preload="metadata" {...player.audioEvents} />
        {player.status === 'error' && (
          <Text role="alert" className={styles.bad}>
            {intl.formatMessage(playerMessages.error)}
          </Text>
        )}
      </div>
      <div className={styles.row}>
        <Button
          appearance="primary"
          size="large"
          icon={<TimerRegular />}
          aria-keyshortcuts="T"
          aria-label={
            isDone
              ? intl.formatMessage(m.allStamped)
              : intl.formatMessage(m.stampLine, { line: stamps.cursor + 1 })
          }
          disabled={!editable || isDone}
          onClick={stampNow}
          data-testid="rolling-stamp"
        >
          {intl.formatMessage(isDone ? m.allStamped : m.stamp)}
        </Button>
        <Text className={styles.muted} aria-live="polite" data-testid="rolling-progress">
          {intl.formatMessage(m.progress, { done: stampedCount(stamps.lines), total })}
        </Text>
        <Button
          appearance="subtle"
          disabled={!editable || stampedCount(stamps.lines) === 0}
          onClick={() => dispatch({ type: 'clearAll' })}
        >
          {intl.formatMessage(m.clearAll)}
        </Button>
      </div>
      <RollingLineList
        lines={stamps.lines}
        cursor={stamps.cursor}
        playing={playing}
        followPlaying={isDone && isPlaying}
        issues={editor.lineIssues}
        disabled={!editable}
        dispatch={dispatch}
      />
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={!editable || editor.save.kind === 'saving'}
          onClick={() => void editor.saveRolling()}
          data-testid="rolling-save"
        >
          {intl.formatMessage(m.save)}
        </Button>
      </div>
      {status && (
        <MessageBar intent={status.intent} data-testid="rolling-save-status">
          <MessageBarBody>{status.text}</MessageBarBody>
        </MessageBar>
      )}
      <TraditionalPanel editor={editor} editable={editable} />
    </div>
  );
}

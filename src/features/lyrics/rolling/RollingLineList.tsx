import { Button, mergeClasses, Text } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  formatLrcTime,
  type LyricLine,
  type RollingIssue,
} from '../../../domain/media/rollingLyrics';
import { rollingMessages as m } from './messages';
import { useRollingStyles } from './RollingEditor.styles';
import { NUDGE_MS, type StampAction } from './rollingStamps';

interface Props {
  lines: LyricLine[];
  cursor: number;
  /** the line sounding now, -1 before the first */
  playing: number;
  /** scroll the playing line into view (once every line is timed, while the track plays) */
  followPlaying: boolean;
  issues: RollingIssue[];
  disabled: boolean;
  dispatch(action: StampAction): void;
}

/** The lyric lines with their time points; the next line to stamp is marked and kept in view. */
export function RollingLineList({
  lines,
  cursor,
  playing,
  followPlaying,
  issues,
  disabled,
  dispatch,
}: Props) {
  const intl = useIntl();
  const styles = useRollingStyles();
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const focus = followPlaying ? playing : cursor;

  useEffect(() => {
    // happy-dom and old engines may lack scrollIntoView: nothing to keep in view there
    items.current[focus]?.scrollIntoView?.({ block: 'nearest' });
  }, [focus]);

  return (
    <ol
      className={styles.list}
      aria-label={intl.formatMessage(m.lines)}
      data-testid="rolling-lines"
    >
      {lines.map((line, i) => {
        const n = i + 1;
        const issue = issues.find((x) => x.line === n);
        const isNext = i === cursor;
        return (
          <li
            key={i}
            ref={(el) => {
              items.current[i] = el;
            }}
            className={mergeClasses(
              styles.line,
              isNext && styles.next,
              i === playing && styles.playing,
            )}
            aria-current={isNext ? 'step' : undefined}
            data-testid="rolling-line"
            data-time={line.timeMs ?? ''}
            data-next={isNext || undefined}
            data-playing={i === playing || undefined}
          >
            <Text className={styles.number}>{n}</Text>
            <Text className={mergeClasses(styles.stampTime, issue && styles.bad)}>
              {line.timeMs === null ? (
                <>
                  <span aria-hidden>--:--.--</span>
                  <span className={styles.srOnly}>{intl.formatMessage(m.noTime)}</span>
                </>
              ) : (
                formatLrcTime(line.timeMs)
              )}
            </Text>
            <Text className={styles.lineText}>
              {line.text}
              {issue && (
                <Text size={200} className={styles.bad}>
                  {' '}
                  (
                  {intl.formatMessage(
                    issue.code === 'rolling-time-order' ? m.lineOrder : m.lineBeyond,
                  )}
                  )
                </Text>
              )}
              {isNext && (
                <Text size={200} className={styles.muted}>
                  {' '}
                  · {intl.formatMessage(m.next)}
                </Text>
              )}
            </Text>
            <span className={styles.lineButtons}>
              <Button
                size="small"
                appearance="subtle"
                icon={<ChevronLeftRegular />}
                aria-label={intl.formatMessage(m.earlier, { line: n })}
                disabled={disabled || line.timeMs === null}
                onClick={() => dispatch({ type: 'nudge', index: i, deltaMs: -NUDGE_MS })}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ChevronRightRegular />}
                aria-label={intl.formatMessage(m.later, { line: n })}
                disabled={disabled || line.timeMs === null}
                onClick={() => dispatch({ type: 'nudge', index: i, deltaMs: NUDGE_MS })}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowClockwiseRegular />}
                aria-label={intl.formatMessage(m.restamp, { line: n })}
                disabled={disabled}
                onClick={() => dispatch({ type: 'restamp', index: i })}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { Button, Tooltip } from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { deleteTrackMessages, trackTabMessages as m } from './messages';
import { useTrackTabStyles } from './TrackTab.styles';
import type { TrackDrag } from './useTrackDrag';

interface Props {
  trackId: string;
  trackName: string;
  isFirst: boolean;
  isLast: boolean;
  canSort: boolean;
  canDelete: boolean;
  drag: TrackDrag;
  /** id of the hint the drag handle is described by */
  hintId: string;
  /** `control`: the button used, which keeps the focus */
  onMove(delta: -1 | 1, control: 'up' | 'down' | 'handle'): void;
  onDelete(): void;
}

/** A row's order controls (drag handle, move up, move down) and its delete button. */
export function TrackRowActions({
  trackId,
  trackName,
  isFirst,
  isLast,
  canSort,
  canDelete,
  drag,
  hintId,
  onMove,
  onDelete,
}: Props) {
  const intl = useIntl();
  const styles = useTrackTabStyles();
  const onHandleKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && !isFirst) onMove(-1, 'handle');
    if (event.key === 'ArrowDown' && !isLast) onMove(1, 'handle');
  };
  const moveUp = intl.formatMessage(m.moveUp, { track: trackName });
  const moveDown = intl.formatMessage(m.moveDown, { track: trackName });
  const remove = intl.formatMessage(deleteTrackMessages.open, { track: trackName });

  return (
    <div className={styles.rowActions}>
      {canSort && (
        <>
          <Button
            {...drag.handleProps(trackId)}
            appearance="subtle"
            className={styles.handle}
            icon={<ReOrderDotsVerticalRegular />}
            aria-label={intl.formatMessage(m.dragHandle, { track: trackName })}
            aria-describedby={hintId}
            data-move="handle"
            data-move-for={trackId}
            onKeyDown={onHandleKey}
          />
          <Tooltip content={moveUp} relationship="label">
            <Button
              appearance="subtle"
              icon={<ArrowUpRegular />}
              disabled={isFirst}
              data-move="up"
              data-move-for={trackId}
              onClick={() => onMove(-1, 'up')}
            />
          </Tooltip>
          <Tooltip content={moveDown} relationship="label">
            <Button
              appearance="subtle"
              icon={<ArrowDownRegular />}
              disabled={isLast}
              data-move="down"
              data-move-for={trackId}
              onClick={() => onMove(1, 'down')}
            />
          </Tooltip>
        </>
      )}
      {canDelete && (
        <Tooltip content={remove} relationship="label">
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            data-testid="track-delete"
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </div>
  );
}

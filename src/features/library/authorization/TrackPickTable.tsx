import {
  Caption1,
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useRecord } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { canChangeBinding, type Binding } from './bindingPlan';
import { authorizationFormMessages, bindMessages as m } from './messages';
import { useTrackBindings } from './useBindings';

// a text, not a badge: "bound to <file title>" can be long and must wrap
const useStateStyles = makeStyles({
  free: { color: tokens.colorNeutralForeground2 },
  here: { color: tokens.colorPaletteGreenForeground1 },
  elsewhere: { color: tokens.colorPaletteDarkOrangeForeground1 },
  locked: { color: tokens.colorNeutralForeground3 },
  // Fluent tables share the width equally: the checkbox column only needs the box
  checkCol: { width: '48px' },
});

export type BindingState = 'free' | 'here' | 'elsewhere' | 'locked';

/** How a track stands against the file being bound (`authorizationId` '' when none is chosen). */
export function bindingStateOf(
  bindings: readonly Binding[],
  authorizationId: string,
  locked: boolean,
): { state: BindingState; otherId?: string } {
  const other = bindings.find((b) => b.authorizationId !== authorizationId);
  if (bindings.some((b) => b.authorizationId === authorizationId)) return { state: 'here' };
  if (other) return { state: 'elsewhere', otherId: other.authorizationId };
  return { state: locked ? 'locked' : 'free' };
}

function FileTitle({ id }: { id: string }) {
  const intl = useIntl();
  const file = useRecord('authorization', id);
  return (
    <>
      {intl.formatMessage(m.stateElsewhere, {
        file: file?.title || intl.formatMessage(authorizationFormMessages.untitled),
      })}
    </>
  );
}

interface RowProps {
  track: Track;
  authorizationId: string;
  selected: boolean;
  showAlbum: boolean;
  onToggle(trackId: string, selected: boolean): void;
}

function TrackPickRow({ track, authorizationId, selected, showAlbum, onToggle }: RowProps) {
  const intl = useIntl();
  const stateStyles = useStateStyles();
  const bindings = useTrackBindings(track.id) ?? [];
  const album = useRecord('album', track.albumId);
  const locked = album !== undefined && !canChangeBinding(album ?? null);
  const { state, otherId } = bindingStateOf(bindings, authorizationId, locked);
  const name = track.name || intl.formatMessage(m.untitledTrack);
  const stateText = {
    free: intl.formatMessage(m.stateFree),
    here: intl.formatMessage(m.stateHere),
    elsewhere: otherId ? <FileTitle id={otherId} /> : null,
    locked: intl.formatMessage(m.stateLocked),
  }[state];
  return (
    <TableRow data-testid="bind-track" data-track-id={track.id} data-binding-state={state}>
      <TableCell className={stateStyles.checkCol}>
        <Checkbox
          checked={selected}
          disabled={state === 'here'}
          aria-label={intl.formatMessage(m.selectFor, { track: name })}
          onChange={(_, d) => onToggle(track.id, d.checked === true)}
        />
      </TableCell>
      <TableCell>{name}</TableCell>
      {showAlbum && (
        <TableCell>{track.albumId ? (album?.name ?? '') : intl.formatMessage(m.noAlbum)}</TableCell>
      )}
      <TableCell>{track.isrc ?? ''}</TableCell>
      <TableCell>
        <Caption1 className={stateStyles[state]}>{stateText}</Caption1>
      </TableCell>
    </TableRow>
  );
}

interface Props {
  tracks: readonly Track[];
  authorizationId: string;
  selected: ReadonlySet<string>;
  showAlbum: boolean;
  label: string;
  onToggle(trackId: string, selected: boolean): void;
}

/** Tracks with a checkbox each and their binding state: free, bound here, bound elsewhere, locked. */
export function TrackPickTable({
  tracks,
  authorizationId,
  selected,
  showAlbum,
  label,
  onToggle,
}: Props) {
  const intl = useIntl();
  const styles = useAlbumPageStyles();
  const stateStyles = useStateStyles();
  return (
    <div className={styles.tableWrap}>
      <Table aria-label={label} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell
              className={stateStyles.checkCol}
              aria-label={intl.formatMessage(m.bindSelected)}
            />
            <TableHeaderCell>{intl.formatMessage(m.colTrack)}</TableHeaderCell>
            {showAlbum && <TableHeaderCell>{intl.formatMessage(m.colAlbum)}</TableHeaderCell>}
            <TableHeaderCell>{intl.formatMessage(m.colIsrc)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colState)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tracks.map((track) => (
            <TrackPickRow
              key={track.id}
              track={track}
              authorizationId={authorizationId}
              selected={selected.has(track.id)}
              showAlbum={showAlbum}
              onToggle={onToggle}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

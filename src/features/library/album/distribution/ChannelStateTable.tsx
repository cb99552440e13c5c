import {
  Button,
  Caption1,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { ChannelLogo } from '../../../../components/ChannelLogo';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import { ReleaseStatusBadge } from '../../status/StatusBadges';
import { useAlbumMediaStyles } from '../AlbumMedia.styles';
import { channelName } from './channelPicks';
import { historyMessages as h } from './historyMessages';
import { distributionMessages as m, refusalMessages } from './messages';

const useStyles = makeStyles({
  // Fluent's table shares its width equally (fixed layout): in the panel's card a status, a logo
  // or a name would then break in any column. Sized by content instead, the wrap scrolls if needed.
  table: { tableLayout: 'auto' },
  // a message id is one 50-character word: broken anywhere rather than drawn over the next column,
  // in a column wide enough that it takes a few lines, not one line per few characters (390 px)
  messageId: { overflowWrap: 'anywhere', display: 'block', minWidth: '10em' },
  named: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // the logo keeps its size; a long name takes at most two lines beside it, the whole name in its
  // title (and in the checkbox's and the logo's accessible names)
  logo: { flexShrink: 0, display: 'inline-flex' },
  name: {
    minWidth: '8em',
    maxWidth: '12em',
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
  },
});

interface Props {
  channels: readonly AlbumChannelView[];
  /** null: read-only (no checkboxes) */
  selection: {
    isChosen(channelId: string): boolean;
    isPickable(channel: AlbumChannelView): boolean;
    toggle(channelId: string, on: boolean): void;
    toggleAll(on: boolean): void;
  } | null;
  /** opens what was sent to the channel and what it answered */
  onHistory?(channel: AlbumChannelView): void;
}

/** The latest thing that happened on the channel: its answer, else the delivery, else the request. */
function timeText(intl: IntlShape, c: AlbumChannelView): string {
  if (c.answeredAt) return intl.formatMessage(m.answeredAt, { time: new Date(c.answeredAt) });
  if (c.sentAt) return intl.formatMessage(m.sentAt, { time: new Date(c.sentAt) });
  if (c.requestedAt) return intl.formatMessage(m.requestedAt, { time: new Date(c.requestedAt) });
  return '—';
}

/** The album's state on each channel, with the last message, its time and the channel's answer. */
export function ChannelStateTable({ channels, selection, onHistory }: Props) {
  const intl = useIntl();
  const card = useAlbumMediaStyles();
  const styles = useStyles();
  const pickable = selection ? channels.filter((c) => selection.isPickable(c)) : [];
  const chosenCount = selection
    ? pickable.filter((c) => selection.isChosen(c.channelId)).length
    : 0;
  return (
    <div className={card.tableWrap}>
      <Table size="small" className={styles.table} aria-label={intl.formatMessage(m.tableLabel)}>
        <TableHeader>
          <TableRow>
            {selection && (
              <TableHeaderCell>
                <Checkbox
                  aria-label={intl.formatMessage(m.pickAll)}
                  disabled={pickable.length === 0}
                  checked={
                    chosenCount === 0 ? false : chosenCount === pickable.length ? true : 'mixed'
                  }
                  onChange={(_, data) => selection.toggleAll(data.checked === true)}
                />
              </TableHeaderCell>
            )}
            <TableHeaderCell>{intl.formatMessage(m.channel)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.state)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.lastMessage)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.time)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.answer)}</TableHeaderCell>
            {onHistory && <TableHeaderCell>{intl.formatMessage(h.files)}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {channels.map((c) => {
            const name = channelName(c, intl.locale);
            return (
              <TableRow
                key={c.channelId}
                data-testid="distribution-channel"
                data-channel-code={c.code}
                data-state={c.state}
              >
                {selection && (
                  <TableCell>
                    <Checkbox
                      aria-label={intl.formatMessage(m.pick, { channel: name })}
                      disabled={!selection.isPickable(c)}
                      checked={selection.isPickable(c) && selection.isChosen(c.channelId)}
                      onChange={(_, data) => selection.toggle(c.channelId, data.checked === true)}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <span className={styles.named}>
                    <span className={styles.logo}>
                      <ChannelLogo name={name} logoFileId={c.logoFileId} />
                    </span>
                    <span className={styles.name} title={name} data-testid="channel-name">
                      {name}
                    </span>
                  </span>
                </TableCell>
                <TableCell>
                  <ReleaseStatusBadge status={c.state} />
                </TableCell>
                <TableCell>
                  <Caption1 className={styles.messageId}>{c.lastMessageId ?? '—'}</Caption1>
                </TableCell>
                <TableCell>
                  <Caption1>{timeText(intl, c)}</Caption1>
                </TableCell>
                <TableCell data-testid="distribution-answer">
                  {c.refusal !== null ? (
                    <Caption1 className={card.muted}>
                      {intl.formatMessage(refusalMessages[c.refusal])}
                    </Caption1>
                  ) : (
                    <Caption1 className={c.state === 26 || c.state === 27 ? card.rejected : ''}>
                      {c.answerText ?? c.answerCode ?? '—'}
                    </Caption1>
                  )}
                </TableCell>
                {onHistory && (
                  <TableCell>
                    <Button
                      size="small"
                      disabled={c.lastBatchId === null}
                      aria-label={intl.formatMessage(h.open, { channel: name })}
                      onClick={() => onHistory(c)}
                      data-testid="distribution-history"
                    >
                      {intl.formatMessage(h.history)}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

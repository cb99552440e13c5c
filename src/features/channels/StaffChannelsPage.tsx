// /staff/channels: the back office lists the distribution channels, adds one and edits one. It works
// against the server only (offline it says so): a channel and its sealed secret live there.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  TableCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../app/router/messages';
import { ChannelLogo } from '../../components/ChannelLogo';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import type { ChannelView } from '../../domain/distribution/channel';
import { useOnline } from '../batch/useOnline';
import { RecordTable } from '../library/shared/RecordTable';
import { ChannelForm } from './ChannelForm';
import { ScheduledTakedowns } from './ScheduledTakedowns';
import { saveChannel, fetchChannels } from './channelCalls';
import { draftOf, parseDraft, type ChannelDraft, type DraftIssues } from './channelDraft';
import { channelMessages as m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  tableWrap: { overflowX: 'auto' },
  // sized by content, as the album's channel table (ChannelStateTable): Fluent's fixed layout
  // gave each column a fifth of a phone's width, breaking codes at their hyphens and headers
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  named: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  logo: { flexShrink: 0, display: 'inline-flex' },
  name: { minWidth: '8em' },
});

type Message =
  { intent: 'success' | 'warning'; text: string } | { intent: 'error'; error: unknown } | null;

export function StaffChannelsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const [channels, setChannels] = useState<ChannelView[] | null>(null);
  const [draft, setDraft] = useState<ChannelDraft | null>(null);
  const [issues, setIssues] = useState<DraftIssues>({});
  const [busy, setBusy] = useState(false);
  // a failure keeps the error itself: its text follows the language
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchChannels(controller.signal).then(setChannels, (error: unknown) => {
      if (controller.signal.aborted) return;
      reportError('channels.list', error);
      setMessage({ intent: 'error', error });
    });
    return () => controller.abort();
  }, [online]);

  const open = (view: ChannelView | null) => {
    setIssues({});
    setMessage(null);
    setDraft(draftOf(view));
  };

  async function save() {
    if (!draft) return;
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setIssues(parsed.issues);
      setMessage({ intent: 'warning', text: intl.formatMessage(m.invalid) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveChannel(draft.id, parsed.input);
      setChannels((list) => [...(list ?? []).filter((c) => c.id !== saved.id), saved]);
      setDraft(null);
      setMessage({
        intent: 'success',
        text: intl.formatMessage(m.saved, { code: saved.fields.code }),
      });
    } catch (error) {
      reportError('channels.save', error);
      setMessage({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  const name = (c: ChannelView) =>
    intl.locale.startsWith('zh') ? c.fields.nameZh : c.fields.nameEn;
  return (
    <div className={styles.page}>
      <Title2 as="h1">{intl.formatMessage(routeTitles['staff-channels'])}</Title2>
      {!online && (
        <MessageBar intent="warning" data-testid="channels-offline">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {message && (
        <MessageBar intent={message.intent} data-testid="channels-message">
          <MessageBarBody>
            {message.intent === 'error' ? errorText(message.error) : message.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          disabledFocusable={!online}
          data-testid="channel-add"
          onClick={() => open(null)}
        >
          {intl.formatMessage(m.add)}
        </Button>
      </div>
      {channels !== null && channels.length === 0 && (
        <Body1 className={styles.muted}>{intl.formatMessage(m.empty)}</Body1>
      )}
      {channels !== null && channels.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.tableLabel)}
          headers={[
            intl.formatMessage(m.code),
            intl.formatMessage(m.name),
            intl.formatMessage(m.endpoint),
            intl.formatMessage(m.enabled),
            intl.formatMessage(m.edit),
          ]}
          classNames={{ wrap: styles.tableWrap, table: styles.table }}
          testId="channel-table"
          isScrollable
        >
          {channels.map((c) => (
            <TableRow key={c.id} data-testid="channel-row" data-channel-code={c.fields.code}>
              <TableCell className={styles.nowrap}>{c.fields.code}</TableCell>
              <TableCell>
                <span className={styles.named}>
                  <span className={styles.logo}>
                    <ChannelLogo name={name(c)} logoFileId={c.fields.logoFileId} />
                  </span>
                  <span className={styles.name}>{name(c)}</span>
                </span>
              </TableCell>
              <TableCell>
                {c.fields.endpoint.kind === 'folder'
                  ? intl.formatMessage(m.endpointFolder)
                  : `${intl.formatMessage(m.endpointSftp)} ${c.fields.endpoint.host}:${c.fields.endpoint.port}`}
              </TableCell>
              <TableCell className={styles.nowrap}>
                {intl.formatMessage(c.fields.enabled ? m.on : m.off)}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  icon={<EditRegular />}
                  disabledFocusable={!online}
                  aria-label={`${intl.formatMessage(m.edit)} ${c.fields.code}`}
                  data-testid="channel-edit"
                  onClick={() => open(c)}
                />
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
      <ScheduledTakedowns online={online} />
      {draft && (
        <ChannelForm
          draft={draft}
          issues={issues}
          busy={busy}
          onChange={(patch) => setDraft({ ...draft, ...patch })}
          onSave={() => void save()}
          onClose={() => setDraft(null)}
        />
      )}
    </div>
  );
}

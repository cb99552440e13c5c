import { Button, Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowUndoRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '../../../components/RouterLink';
import type { Album } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { isPendingReview } from '../../../domain/status';
import { albumEditability, type AlbumCommand } from './albumEditability';
import { useAlbumInfoStyles, useAlbumPageStyles } from './AlbumPages.styles';
import { albumCommandStateMessages as c, albumCommandTexts } from './info/messages';
import type { AlbumCommands as Commands, CommandState } from './info/useAlbumCommands';
import { albumInfoMessages as m } from './messages';
import { albumWizardPath } from './wizard/wizardSteps';

const STATE_TEXT: Readonly<
  Record<AlbumCommand, Readonly<Record<CommandState, MessageDescriptor>>>
> = {
  submitForReview: { queued: c.submitQueued, done: c.submitDone, refused: c.submitRefused },
  startModification: { queued: c.startQueued, done: c.startDone, refused: c.startRefused },
  undoModification: { queued: c.undoQueued, done: c.undoDone, refused: c.undoRefused },
};

/** The review status a command leads to: once the album has moved on (the back office decided), its "done" is old news. */
const LEADS_TO: Readonly<Record<AlbumCommand, (status: Album['reviewStatus']) => boolean>> = {
  submitForReview: isPendingReview,
  startModification: (status) => status === 14,
  undoModification: (status) => status === 12,
};

interface Props {
  album: Album;
  /** the info form saves its unsaved edits first */
  run(command: AlbumCommand): void;
  busy: boolean;
  /** the submission is refused before it starts (the form holds an empty name) */
  submitBlocked?: boolean;
}

/** Submit for review, and start / undo a modification where the review status allows it. */
export function AlbumCommands({ album, run, busy, submitBlocked = false }: Props) {
  const styles = useAlbumInfoStyles();
  const page = useAlbumPageStyles();
  const intl = useIntl();
  const hintId = useId();
  const { commands } = albumEditability(album);
  return (
    <div className={styles.commands} data-testid="album-commands">
      <Button
        appearance="primary"
        icon={<SendRegular />}
        // focusable while disabled, so the reason written beside it is read out
        disabledFocusable={!commands.submitForReview || busy || submitBlocked}
        aria-describedby={commands.submitForReview ? undefined : hintId}
        onClick={() => run('submitForReview')}
      >
        {intl.formatMessage(m.submit)}
      </Button>
      {commands.startModification && (
        <Button icon={<EditRegular />} disabled={busy} onClick={() => run('startModification')}>
          {intl.formatMessage(m.startModification)}
        </Button>
      )}
      {commands.undoModification && (
        <Button icon={<ArrowUndoRegular />} disabled={busy} onClick={() => run('undoModification')}>
          {intl.formatMessage(m.undoModification)}
        </Button>
      )}
      {!commands.submitForReview && (
        <Caption1 id={hintId} className={page.muted}>
          {intl.formatMessage(m.submitHint)}
        </Caption1>
      )}
    </div>
  );
}

/**
 * What became of the last review command: queued in the outbox, done, refused by the server, or
 * stopped here because the album is incomplete. `showMissingLink`: the incomplete list is elsewhere.
 */
export function AlbumCommandNotice({
  album,
  commands,
  showMissingLink = true,
}: {
  album: Album;
  commands: Commands;
  showMissingLink?: boolean;
}) {
  const intl = useIntl();
  if (commands.failed) {
    return (
      <MessageBar intent="error" data-testid="album-form-notice" data-notice="commandFailed">
        <MessageBarBody>{intl.formatMessage(m.commandFailed)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (commands.refusedIncomplete !== null) {
    return (
      <MessageBar
        intent="error"
        layout="multiline"
        role="alert"
        data-testid="album-form-notice"
        data-notice="incomplete"
      >
        <MessageBarBody>
          {intl.formatMessage(albumCommandTexts.incomplete, {
            count: commands.refusedIncomplete.errorCount,
          })}{' '}
          {showMissingLink && (
            <RouterLink to={albumWizardPath(album.id, 'finish')}>
              {intl.formatMessage(albumCommandTexts.showIncomplete)}
            </RouterLink>
          )}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const status = commands.status;
  if (status === null || (status.state === 'done' && !LEADS_TO[status.command](album.reviewStatus)))
    return null;
  const intent =
    status.state === 'refused' ? 'error' : status.state === 'done' ? 'success' : 'info';
  return (
    <MessageBar
      intent={intent}
      layout="multiline"
      data-testid="album-form-notice"
      data-notice={`command-${status.state}`}
      data-command={status.command}
    >
      <MessageBarBody>
        {intl.formatMessage(STATE_TEXT[status.command][status.state])}{' '}
        {status.state === 'refused' && (
          <RouterLink to={routePath('sync-conflicts')}>
            {intl.formatMessage(albumCommandTexts.conflictsLink)}
          </RouterLink>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}

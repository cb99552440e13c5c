import {
  Body1,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { LinkRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/RouterLink';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { AlbumFrame } from '../frame/AlbumFrame';
import { canChangeBinding } from './bindingPlan';
import { bindRequestProblems, BindResults, type BindFeedback } from './BindResults';
import {
  albumAuthorizationMessages as m,
  authorizationFormMessages,
  bindMessages,
} from './messages';
import { TrackPickTable } from './TrackPickTable';
import { useBindActions } from './useBindings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

function BindAlbumTracks({ album }: { album: Album }) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const styles = useStyles();
  const tracks = useRecords('track', {
    where: { field: 'albumId', equals: album.id },
    orderBy: 'trackNo',
  });
  const files = useRecords('authorization', { orderBy: 'title' });
  const [fileId, setFileId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [feedback, setFeedback] = useState<BindFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const { bind } = useBindActions();
  const names = useMemo(() => new Map((tracks ?? []).map((t) => [t.id, t.name])), [tracks]);
  const editable = canChangeBinding(album);
  const chosen = files?.find((f) => f.id === fileId);

  const toggle = (trackId: string, on: boolean) => {
    setFeedback(null);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(trackId);
      else next.delete(trackId);
      return next;
    });
  };
  const onBind = async () => {
    const problems = bindRequestProblems(intl, fileId, [...selected]);
    if (problems) {
      setFeedback(problems);
      return;
    }
    setBusy(true);
    try {
      setFeedback({ kind: 'results', results: await bind(fileId, [...selected]), names });
      setSelected(new Set());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${page.panel} ${styles.section}`} data-testid="album-bind-authorization">
      <Subtitle2 as="h2">{intl.formatMessage(m.bindButton)}</Subtitle2>
      {!editable && (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage(bindMessages.lockedExplanation)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field label={intl.formatMessage(m.chooseFile)} required>
          <Dropdown
            placeholder={intl.formatMessage(m.chooseFilePlaceholder)}
            value={
              chosen ? chosen.title || intl.formatMessage(authorizationFormMessages.untitled) : ''
            }
            selectedOptions={fileId ? [fileId] : []}
            disabled={!editable}
            data-testid="bind-file"
            onOptionSelect={(_, d) => {
              setFeedback(null);
              setFileId(d.optionValue ?? '');
            }}
          >
            {(files ?? []).map((f) => (
              <Option
                key={f.id}
                value={f.id}
                text={f.title || intl.formatMessage(authorizationFormMessages.untitled)}
              >
                {`${f.title || intl.formatMessage(authorizationFormMessages.untitled)}${f.number ? ` · ${f.number}` : ''}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {tracks !== undefined && tracks.length === 0 ? (
        <Body1 className={page.muted}>{intl.formatMessage(m.noTracks)}</Body1>
      ) : (
        <TrackPickTable
          tracks={tracks ?? []}
          authorizationId={fileId}
          selected={selected}
          showAlbum={false}
          label={intl.formatMessage(m.albumTracks)}
          onToggle={toggle}
        />
      )}
      <div>
        <Button
          appearance="primary"
          icon={<LinkRegular />}
          disabled={busy || !editable}
          onClick={() => void onBind()}
          data-testid="bind-selected"
        >
          {intl.formatMessage(bindMessages.bindSelected)}
        </Button>
      </div>
      <BindResults feedback={feedback} />
      <div className={styles.links}>
        <RouterLink to={routePath('library-album-authorization-list', { albumId: album.id })}>
          {intl.formatMessage(m.backToFiles)}
        </RouterLink>
        <RouterLink to={routePath('library-authorization-add')}>
          {intl.formatMessage(m.newFile)}
        </RouterLink>
      </div>
    </div>
  );
}

/** /library/album/:albumId/authorization/bindAuthorization: bind the album's tracks to a chosen file. */
export function AlbumBindAuthorizationPage() {
  // the tab row shows the album's authorization tab: binding is part of it
  return (
    <AlbumFrame tab="library-album-authorization-list">
      {(album) => <BindAlbumTracks album={album} />}
    </AlbumFrame>
  );
}

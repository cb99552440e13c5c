import {
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  SearchBox,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRecords, type RecordsQuery } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { bindRequestProblems, BindResults, type BindFeedback } from './BindResults';
import { bindMessages as m } from './messages';
import { TrackPickTable } from './TrackPickTable';
import { useBindActions } from './useBindings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const LIMIT = 50;

/** The search as indexed queries: recent tracks, a name prefix, and an ISRC prefix when it can be one. */
export function trackSearchQueries(text: string): {
  byName: RecordsQuery;
  byIsrc: RecordsQuery | null;
} {
  const q = text.trim();
  if (q === '')
    return { byName: { orderBy: 'updatedAt', reverse: true, limit: LIMIT }, byIsrc: null };
  const isrc = q.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const couldBeIsrc = isrc.length >= 2 && isrc.length <= 12 && /^[A-Z]{2}/.test(isrc);
  return {
    byName: { prefix: { field: 'name', value: q }, limit: LIMIT },
    byIsrc: couldBeIsrc ? { prefix: { field: 'isrc', value: isrc }, limit: LIMIT } : null,
  };
}

/** an equality no ISRC has: the second query stays cheap when the text cannot be an ISRC */
const NO_ISRC: RecordsQuery = { where: { field: 'isrc', equals: '#' }, limit: 0 };

/** Search the device's tracks by name or ISRC, choose some, bind them to this file. */
export function TrackBindPicker({ authorizationId }: { authorizationId: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [feedback, setFeedback] = useState<BindFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const { bind } = useBindActions();
  const queries = trackSearchQueries(text);
  const byName = useRecords('track', queries.byName);
  const byIsrc = useRecords('track', queries.byIsrc ?? NO_ISRC);
  const tracks = useMemo(() => {
    const seen = new Map<string, Track>();
    for (const t of [...(byName ?? []), ...(byIsrc ?? [])]) seen.set(t.id, t);
    return [...seen.values()];
  }, [byName, byIsrc]);
  const names = useMemo(() => new Map(tracks.map((t) => [t.id, t.name])), [tracks]);

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
    const problems = bindRequestProblems(intl, authorizationId, [...selected]);
    if (problems) {
      setFeedback(problems);
      return;
    }
    setBusy(true);
    try {
      const results = await bind(authorizationId, [...selected]);
      setFeedback({ kind: 'results', results, names });
      setSelected(new Set());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.section}
      aria-labelledby="bind-pick-heading"
      data-testid="track-bind-picker"
    >
      <Subtitle2 as="h2" id="bind-pick-heading">
        {intl.formatMessage(m.pickHeading)}
      </Subtitle2>
      <Field label={intl.formatMessage(m.search)} hint={intl.formatMessage(m.searchHint)}>
        <SearchBox value={text} onChange={(_, d) => setText(d.value)} data-testid="bind-search" />
      </Field>
      {byName !== undefined && tracks.length === 0 ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.noResults)}</Body1>
      ) : (
        <TrackPickTable
          tracks={tracks}
          authorizationId={authorizationId}
          selected={selected}
          showAlbum
          label={intl.formatMessage(m.resultsTable)}
          onToggle={toggle}
        />
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<LinkRegular />}
          disabled={busy}
          onClick={() => void onBind()}
          data-testid="bind-selected"
        >
          {intl.formatMessage(m.bindSelected)}
        </Button>
        {selected.size > 0 && <Caption1 className={styles.muted}>{selected.size}</Caption1>}
      </div>
      <BindResults feedback={feedback} />
    </section>
  );
}

// What the reviewer reads about the album: cover and tracks with their players (ReviewMedia.tsx),
// lyrics, rights holders with their country records, authorization letters with their bound tracks,
// quality warnings, and for a modification the fields changed since the last approval
// (domain/review/diff.ts).
import { Body1, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Album, StoredFinding } from '../../domain/catalogue';
import { diffContent } from '../../domain/review/diff';
import type { ReviewAlbumRef } from '../../domain/review/review';
import type { ReviewPageData, StoredRecordView } from '../../domain/review/types';
import { QualityList } from '../library/album/wizard/QualityList';
import { storedQuality } from '../library/album/wizard/qualityFindings';
import { fieldLabel } from '../sync/conflicts/formatValue';
import { entityMessages } from '../sync/conflicts/messages';
import { reviewMessages as m } from './messages';
import { ReviewCover, ReviewTracks } from './ReviewMedia';
import { useReviewStyles } from './Review.styles';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function ofEntity(page: ReviewPageData, entity: string): StoredRecordView[] {
  return page.content.filter((e) => e.entity === entity).map((e) => e.record);
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const styles = useReviewStyles();
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </section>
  );
}

/** What an empty section or sub-list says, so a bare heading never looks like a failed load. */
function None({ children }: { children: string }) {
  const styles = useReviewStyles();
  return (
    <Body1 className={styles.muted} data-testid="review-none">
      {children}
    </Body1>
  );
}

export function ReviewContent({ album, page }: { album: ReviewAlbumRef; page: ReviewPageData }) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const tracks = ofEntity(page, 'track');
  const trackName = (id: unknown) => text(tracks.find((t) => t.id === id)?.name);
  const holders = ofEntity(page, 'rightsHolder');
  const countries = ofEntity(page, 'rightsCountry');
  const bindings = ofEntity(page, 'authorizationTrack');
  const lyrics = ofEntity(page, 'lyrics');
  const countriesOf = (holderId: unknown) => countries.filter((c) => c.rightsHolderId === holderId);
  const none = intl.formatMessage(m.none);
  const cover = page.album.cover as Album['cover'];
  const findings = (page.album.qualityWarnings ?? []) as StoredFinding[];
  const changes =
    page.approved && page.album.reviewStatus === 16
      ? diffContent(page.approved, [{ entity: 'album', record: page.album }, ...page.content])
      : null;
  const entity = (name: string) =>
    name in entityMessages
      ? intl.formatMessage(entityMessages[name as keyof typeof entityMessages])
      : name;

  return (
    <>
      {changes && (
        <Section title={intl.formatMessage(m.changes)} testId="review-changes">
          {changes.length === 0 ? (
            <Body1>{intl.formatMessage(m.noChanges)}</Body1>
          ) : (
            <ul className={styles.list}>
              {changes.map((c) => (
                <li key={`${c.entity}:${c.id}`}>
                  {c.change === 'changed'
                    ? intl.formatMessage(m.changed, {
                        entity: entity(c.entity),
                        fields: c.fields.map((f) => fieldLabel(intl, f)).join(', '),
                      })
                    : intl.formatMessage(c.change === 'added' ? m.added : m.removed, {
                        entity: entity(c.entity),
                      })}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <Section title={intl.formatMessage(m.cover)} testId="review-cover">
        <ReviewCover album={album} albumName={text(page.album.name)} cover={cover} />
      </Section>
      <Section title={intl.formatMessage(m.tracks)} testId="review-tracks">
        {tracks.length === 0 ? <None>{none}</None> : <ReviewTracks album={album} tracks={tracks} />}
      </Section>
      <Section title={intl.formatMessage(m.lyrics)} testId="review-lyrics">
        {lyrics.length === 0 ? (
          <None>{none}</None>
        ) : (
          lyrics.map((l) => (
            <div key={text(l.id)}>
              <Body1>{`${trackName(l.trackId)} · ${text(l.title)}`}</Body1>
              <pre className={styles.lyrics}>{text(l.content)}</pre>
            </div>
          ))
        )}
      </Section>
      <Section title={intl.formatMessage(m.rightsHolders)} testId="review-rights">
        {holders.length === 0 && <None>{none}</None>}
        <ul className={styles.list}>
          {holders.map((h) => (
            <li key={text(h.id)}>
              {text(h.name)}
              {countriesOf(h.id).length === 0 && <None>{intl.formatMessage(m.noCountries)}</None>}
              <ul className={styles.list}>
                {countriesOf(h.id).map((c) => (
                  <li key={text(c.id)}>
                    {[
                      c.countryCode,
                      c.opInfo,
                      c.spInfo,
                      c.percentage === null ? '' : `${text(c.percentage)}%`,
                      c.periodStart,
                      c.periodEnd,
                    ]
                      .map(text)
                      .filter((v) => v !== '')
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={intl.formatMessage(m.letters)} testId="review-letters">
        {page.authorizations.length === 0 && <None>{none}</None>}
        <ul className={styles.list}>
          {page.authorizations.map((a) => {
            const bound = bindings
              .filter((b) => b.authorizationId === a.id)
              .map((b) => trackName(b.trackId));
            return (
              <li key={text(a.id)}>
                {`${text(a.title)}${a.number ? ` (${text(a.number)})` : ''}: `}
                {bound.length === 0 ? intl.formatMessage(m.noBoundTracks) : bound.join(', ')}
              </li>
            );
          })}
        </ul>
      </Section>
      <QualityList
        albumId={album.albumId}
        quality={storedQuality(
          tracks.map((t) => ({ id: text(t.id), name: text(t.name) })),
          findings,
        )}
        withNote={false}
        className={styles.card}
      />
    </>
  );
}

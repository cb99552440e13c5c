import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { Artist } from '../../../domain/catalogue';
import { useAlbumInfoStyles, useAlbumPageStyles } from '../album/AlbumPages.styles';
import { ArtistAvatarField } from './ArtistAvatarField';
import { ArtistBasicFields } from './ArtistBasicFields';
import { GenreField, RecordCompanyField, useArtistFieldRenderers } from './ArtistMoreFields';
import { drawerMessages } from '../shared/messages';
import { artistFieldMessages as f, artistInfoMessages as m } from './messages';
import { sourceText } from './sourceText';
import { useArtistInfoForm } from './useArtistInfoForm';
import { useArtistAlbums, useArtistTracks } from './useWorks';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
});

function Counts({ artist }: { artist: Artist }) {
  const intl = useIntl();
  const info = useAlbumInfoStyles();
  const albums = useArtistAlbums(artist.id);
  const tracks = useArtistTracks(artist.id);
  const facts = [
    { label: f.source, value: sourceText(intl, artist) },
    {
      label: f.albumCount,
      value: albums === undefined ? '…' : intl.formatNumber(albums.length),
      testId: 'artist-album-count',
    },
    {
      label: f.songCount,
      value: tracks === undefined ? '…' : intl.formatNumber(tracks.length),
      testId: 'artist-song-count',
    },
  ];
  return (
    <dl className={info.facts}>
      {facts.map((fact) => (
        <div key={fact.label.id} className={info.fact}>
          <dt className={info.factLabel}>{intl.formatMessage(fact.label)}</dt>
          <dd className={info.factValue} data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
      <div className={info.fact}>
        <dt className={info.factLabel}>{intl.formatMessage(m.updatedAt)}</dt>
        <dd className={info.factValue}>
          <time dateTime={artist.updatedAt}>
            <FormattedDate value={artist.updatedAt} dateStyle="medium" timeStyle="short" />
          </time>
        </dd>
      </div>
    </dl>
  );
}

/** Every artist field of spec section 3, editable, checked with the domain's artist rules. */
export function ArtistInfoForm({ artist }: { artist: Artist }) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const info = useAlbumInfoStyles();
  const styles = useStyles();
  const form = useArtistInfoForm(artist);
  const props = {
    values: form.values,
    issues: form.issues,
    disabled: form.busy,
    change: form.change,
  };
  const { text, list } = useArtistFieldRenderers(props);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <>
      <Counts artist={artist} />
      <form
        className={`${page.panel} ${info.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage(m.tabInfo)}
      >
        <section className={styles.section} aria-labelledby="artist-basics">
          <Subtitle2 as="h2" id="artist-basics">
            {intl.formatMessage(m.basics)}
          </Subtitle2>
          <ArtistAvatarField
            value={artist.avatar}
            name={form.values.name}
            disabled={form.busy}
            onUploaded={form.saveAvatar}
          />
          <div className={styles.grid}>
            <ArtistBasicFields {...props} />
            {text('alias')}
            {text('foreignName')}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="artist-profile">
          <Subtitle2 as="h2" id="artist-profile">
            {intl.formatMessage(m.profile)}
          </Subtitle2>
          <div className={styles.grid}>
            {text('occupation')}
            {text('birthday', 'date')}
            {text('birthplace')}
            {text('postalCode')}
            <GenreField {...props} />
          </div>
          {list('members')}
          {list('subGenreIds')}
          {text('representativeWorks')}
          {text('introduction')}
        </section>
        <section className={styles.section} aria-labelledby="artist-contact">
          <Subtitle2 as="h2" id="artist-contact">
            {intl.formatMessage(m.contactSection)}
          </Subtitle2>
          <div className={styles.grid}>
            <RecordCompanyField {...props} />
            {text('agent')}
            {text('contact')}
            {text('website', 'url')}
          </div>
        </section>
        {form.hasErrors && form.isDirty && (
          <MessageBar intent="error" data-testid="artist-form-errors">
            <MessageBarBody>{intl.formatMessage(drawerMessages.fixFirst)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={info.actions}>
          <Button
            type="submit"
            appearance="primary"
            icon={<SaveRegular />}
            disabled={!form.isDirty || form.hasErrors || form.busy}
            data-testid="artist-save"
          >
            {intl.formatMessage(form.busy ? m.saving : m.save)}
          </Button>
        </div>
        {form.notice && (
          <MessageBar
            intent={form.notice === 'saved' ? 'success' : 'error'}
            data-testid="artist-form-notice"
          >
            <MessageBarBody>
              {intl.formatMessage(form.notice === 'saved' ? m.saved : m.saveFailed)}
            </MessageBarBody>
          </MessageBar>
        )}
      </form>
    </>
  );
}

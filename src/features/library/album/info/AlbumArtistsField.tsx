import { Body1, Button, Dropdown, Option } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../../data/catalogueHooks';
import { ALBUM_ARTIST_ROLES, type AlbumArtist, type AlbumArtistRole } from '../../../../domain/catalogue';
import { FieldGroup } from '../../form/FieldGroup';
import { LookupCombobox } from '../../form/LookupCombobox';
import { formMessages } from '../../form/messages';
import type { AlbumInfoForm } from '../useAlbumInfoForm';
import { useAlbumFormStyles } from './AlbumForm.styles';
import { albumArtistRowMessages as rowText, albumFormMessages as m, albumRoleMessages } from './messages';
import type { AlbumFieldProps } from './useAlbumFieldProps';

/**
 * The album's artists, each an artist record of the organisation with a role (main, featured,
 * other); review needs at least one main artist. A new row starts as main artist when there is
 * none yet, since that is what an album lacks most often.
 */
export function AlbumArtistsField({ form, props }: { form: AlbumInfoForm; props: AlbumFieldProps }) {
  const intl = useIntl();
  const styles = useAlbumFormStyles();
  const artists = useRecords('artist', { orderBy: 'name' });
  const rows = form.values.artists;
  const editable = form.canEdit('artists');
  const known = (artists ?? []).map((a) => ({ value: a.id, text: a.name }));
  const unknownText = intl.formatMessage(m.unknownArtist);
  const strangers = rows.filter((r) => r.artistId !== '' && !known.some((k) => k.value === r.artistId));
  const options = [...known, ...strangers.map((r) => ({ value: r.artistId, text: unknownText }))];
  const nameOf = (id: string) => options.find((o) => o.value === id)?.text ?? '';

  const update = (next: AlbumArtist[]) => form.change('artists', next);
  const setRow = (index: number, patch: Partial<AlbumArtist>) => update(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const free = known.find((k) => !rows.some((r) => r.artistId === k.value));
  const addRow = () => {
    if (free === undefined) return;
    update([...rows, { artistId: free.value, role: rows.some((r) => r.role === 'MainArtist') ? 'FeaturedArtist' : 'MainArtist' }]);
  };

  return (
    <FieldGroup {...props} className={styles.wide} testId="album-artists-field">
      <div className={styles.column}>
        {rows.length > 0 && (
          <ul className={styles.artistList} data-testid="album-artists">
            {rows.map((row, index) => (
              <li key={`${row.artistId}-${index}`} className={styles.artistRow}>
                <LookupCombobox
                  options={options}
                  value={row.artistId}
                  onChange={(artistId) => artistId !== '' && setRow(index, { artistId })}
                  disabled={!editable}
                  noMatchText={intl.formatMessage(formMessages.noMatch)}
                  aria-label={intl.formatMessage(rowText.artistPick, { index: index + 1 })}
                />
                <Dropdown
                  className={styles.rolePick}
                  aria-label={intl.formatMessage(rowText.rolePick, { index: index + 1 })}
                  value={intl.formatMessage(albumRoleMessages[row.role])}
                  selectedOptions={[row.role]}
                  disabled={!editable}
                  onOptionSelect={(_, data) => data.optionValue && setRow(index, { role: data.optionValue as AlbumArtistRole })}
                >
                  {ALBUM_ARTIST_ROLES.map((role) => (
                    <Option key={role} value={role}>
                      {intl.formatMessage(albumRoleMessages[role])}
                    </Option>
                  ))}
                </Dropdown>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={!editable}
                  aria-label={intl.formatMessage(rowText.removeArtist, { name: nameOf(row.artistId) })}
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        )}
        {artists !== undefined && artists.length === 0 ? (
          <Body1 className={styles.muted}>{intl.formatMessage(m.noArtists)}</Body1>
        ) : (
          <div>
            <Button icon={<AddRegular />} disabled={!editable || free === undefined} onClick={addRow} data-testid="album-add-artist">
              {intl.formatMessage(m.addArtist)}
            </Button>
          </div>
        )}
      </div>
    </FieldGroup>
  );
}

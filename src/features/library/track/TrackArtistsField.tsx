import { Body1, Button, Dropdown, Option } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import { TRACK_ARTIST_ROLES, type TrackArtist, type TrackArtistRole } from '../../../domain/catalogue';
import { FieldGroup } from '../form/FieldGroup';
import { LookupCombobox } from '../form/LookupCombobox';
import { formMessages } from '../form/messages';
import { trackArtistRowMessages as rowText, trackMessages as m, trackRoleMessages } from './messages';
import { useTrackFormStyles } from './TrackPages.styles';
import type { TrackFieldProps } from './useTrackFieldProps';
import type { TrackInfoForm } from './useTrackInfoForm';

/**
 * The track's artists, each an artist record of the organisation with a role; at least one main
 * artist is needed for review. A new row starts as main artist when there is none yet, since
 * that is what a track lacks most often.
 */
export function TrackArtistsField({ form, props }: { form: TrackInfoForm; props: TrackFieldProps }) {
  const intl = useIntl();
  const styles = useTrackFormStyles();
  const artists = useRecords('artist', { orderBy: 'name' });
  const rows = form.values.artists;
  const editable = form.canEdit('artists');
  const known = (artists ?? []).map((a) => ({ value: a.id, text: a.name }));
  const unknownText = intl.formatMessage(m.unknownArtist);
  const options = [...known, ...rows.filter((r) => r.artistId !== '' && !known.some((k) => k.value === r.artistId)).map((r) => ({ value: r.artistId, text: unknownText }))];
  const nameOf = (id: string) => options.find((o) => o.value === id)?.text ?? '';

  const update = (next: TrackArtist[]) => form.change('artists', next);
  const setRow = (index: number, patch: Partial<TrackArtist>) => update(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const addRow = () => {
    const free = known.find((k) => !rows.some((r) => r.artistId === k.value));
    if (free === undefined) return;
    update([...rows, { artistId: free.value, role: rows.some((r) => r.role === 'main') ? 'featured' : 'main' }]);
  };

  return (
    <FieldGroup {...props} className={styles.wide} testId="track-artists-field">
      <div>
        {rows.length > 0 && (
          <ul className={styles.artistList} data-testid="track-artists">
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
                  value={intl.formatMessage(trackRoleMessages[row.role])}
                  selectedOptions={[row.role]}
                  disabled={!editable}
                  onOptionSelect={(_, data) => data.optionValue && setRow(index, { role: data.optionValue as TrackArtistRole })}
                >
                  {TRACK_ARTIST_ROLES.map((role) => (
                    <Option key={role} value={role}>
                      {intl.formatMessage(trackRoleMessages[role])}
                    </Option>
                  ))}
                </Dropdown>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={!editable}
                  aria-label={intl.formatMessage(rowText.remove, { name: nameOf(row.artistId) })}
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        )}
        {artists !== undefined && artists.length === 0 ? (
          <Body1 className={styles.muted}>{intl.formatMessage(m.noArtists)}</Body1>
        ) : (
          <Button icon={<AddRegular />} disabled={!editable || known.every((k) => rows.some((r) => r.artistId === k.value))} onClick={addRow}>
            {intl.formatMessage(m.addArtist)}
          </Button>
        )}
      </div>
    </FieldGroup>
  );
}

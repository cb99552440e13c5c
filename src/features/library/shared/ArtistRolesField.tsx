import { Body1, Button, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/Dropdown';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import { FieldGroup } from './FieldGroup';
import { LookupCombobox } from './LookupCombobox';
import { formMessages } from './messages';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  column: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rolePick: { minWidth: '160px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface ArtistRow<Role extends string> {
  artistId: string;
  role: Role;
}

/** The texts of one use (album or track): row labels with {index}, the remove label with {name}. */
export interface ArtistRolesTexts {
  artistPick: MessageDescriptor;
  rolePick: MessageDescriptor;
  remove: MessageDescriptor;
  addArtist: MessageDescriptor;
  noArtists: MessageDescriptor;
  unknownArtist: MessageDescriptor;
}

interface Props<Role extends string> {
  label: string;
  required: boolean;
  validationMessage?: string;
  validationState?: 'error' | 'warning';
  rows: readonly ArtistRow<Role>[];
  onChange(rows: ArtistRow<Role>[]): void;
  editable: boolean;
  roles: readonly Role[];
  roleText: Readonly<Record<Role, MessageDescriptor>>;
  /** a new row is `mainRole` while no row has it, `nextRole` after */
  mainRole: Role;
  nextRole: Role;
  texts: ArtistRolesTexts;
  /** `<testId>-field` on the group, `<testId>` on the list, `<testId>-add` on the add button */
  testId: string;
}

/**
 * The artists of an album or a track: each an artist record of the organisation with a role;
 * review needs at least one main artist. A new row starts as main artist when there is none yet,
 * since that is what a record lacks most often; an artist no longer on this device still shows.
 */
export function ArtistRolesField<Role extends string>(props: Props<Role>) {
  const { rows, onChange, editable, roles, roleText, mainRole, nextRole, texts, testId, ...group } =
    props;
  const intl = useIntl();
  const styles = useStyles();
  const artists = useRecords('artist', { orderBy: 'name' });
  const known = (artists ?? []).map((a) => ({ value: a.id, text: a.name }));
  const unknownText = intl.formatMessage(texts.unknownArtist);
  const strangers = rows.filter(
    (r) => r.artistId !== '' && !known.some((k) => k.value === r.artistId),
  );
  const options = [...known, ...strangers.map((r) => ({ value: r.artistId, text: unknownText }))];
  const nameOf = (id: string) => options.find((o) => o.value === id)?.text ?? '';
  const roleLabel = (role: Role): string => {
    const descriptor: MessageDescriptor = roleText[role];
    return intl.formatMessage(descriptor);
  };

  const setRow = (index: number, patch: Partial<ArtistRow<Role>>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const free = known.find((k) => !rows.some((r) => r.artistId === k.value));
  const addRow = () => {
    if (free === undefined) return;
    onChange([
      ...rows,
      { artistId: free.value, role: rows.some((r) => r.role === mainRole) ? nextRole : mainRole },
    ]);
  };

  return (
    <FieldGroup {...group} className={styles.wide} testId={`${testId}-field`}>
      <div className={styles.column}>
        {rows.length > 0 && (
          <ul className={styles.list} data-testid={testId}>
            {rows.map((row, index) => (
              <li key={`${row.artistId}-${index}`} className={styles.row}>
                <LookupCombobox
                  options={options}
                  value={row.artistId}
                  onChange={(artistId) => artistId !== '' && setRow(index, { artistId })}
                  disabled={!editable}
                  noMatchText={intl.formatMessage(formMessages.noMatch)}
                  aria-label={intl.formatMessage(texts.artistPick, { index: index + 1 })}
                />
                <Dropdown
                  className={styles.rolePick}
                  aria-label={intl.formatMessage(texts.rolePick, { index: index + 1 })}
                  value={roleLabel(row.role)}
                  selectedOptions={[row.role]}
                  disabled={!editable}
                  onOptionSelect={(_, data) =>
                    data.optionValue && setRow(index, { role: data.optionValue as Role })
                  }
                >
                  {roles.map((role) => (
                    <Option key={role} value={role}>
                      {roleLabel(role)}
                    </Option>
                  ))}
                </Dropdown>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={!editable}
                  aria-label={intl.formatMessage(texts.remove, { name: nameOf(row.artistId) })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        )}
        {artists !== undefined && artists.length === 0 ? (
          <Body1 className={styles.muted}>{intl.formatMessage(texts.noArtists)}</Body1>
        ) : (
          <Button
            icon={<AddRegular />}
            disabled={!editable || free === undefined}
            onClick={addRow}
            data-testid={`${testId}-add`}
          >
            {intl.formatMessage(texts.addArtist)}
          </Button>
        )}
      </div>
    </FieldGroup>
  );
}

// The bar above a list: search as you type, one drop-down per filter, the update-date range and
// "clear". Each part is memoized on plain values, so a keystroke re-renders the search box only.
import { Button, Field, Option, SearchBox } from '@fluentui/react-components';
import { DateField } from '../../../components/DateField';
import { Dropdown } from '../../../components/Dropdown';
import { DismissRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { ListSearchField } from '../../../data/useListWindow';
import { useLibraryListStyles } from './LibraryList.styles';
import { listMessages as m } from './messages';
import type { ListFilterDef, ListStateApi } from './useListState';

interface Props {
  list: ListStateApi;
  filters: readonly ListFilterDef[];
  /** fields the search box can look in; the first is the default */
  searchFields: readonly ListSearchField[];
  /** how the name field is called for this entity */
  nameKind: 'name' | 'title';
  dateFilter: boolean;
}

interface SearchProps {
  text: string;
  searchField: ListSearchField;
  searchFields: readonly ListSearchField[];
  nameKind: 'name' | 'title';
  setText: (text: string) => void;
  setSearchField: (field: ListSearchField) => void;
}

const SearchFields = memo(function SearchFields({
  text,
  searchField,
  searchFields,
  nameKind,
  setText,
  setSearchField,
}: SearchProps) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const fieldLabel = (field: ListSearchField) =>
    intl.formatMessage(field === 'isrc' ? m.searchIsrc : m.searchName);
  const placeholder =
    searchField === 'isrc'
      ? m.placeholderIsrc
      : nameKind === 'title'
        ? m.placeholderTitle
        : m.placeholderName;
  return (
    <>
      {searchFields.length > 1 && (
        <Field label={intl.formatMessage(m.searchIn)}>
          <Dropdown
            className={styles.fieldSelect}
            value={fieldLabel(searchField)}
            selectedOptions={[searchField]}
            onOptionSelect={(_, data) =>
              setSearchField(data.optionValue === 'isrc' ? 'isrc' : 'name')
            }
            data-testid="list-search-field"
          >
            {searchFields.map((field) => (
              <Option key={field} value={field}>
                {fieldLabel(field)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Field label={intl.formatMessage(m.search)}>
        <SearchBox
          className={styles.searchBox}
          value={text}
          placeholder={intl.formatMessage(placeholder)}
          onChange={(_, data) => setText(data.value)}
          data-testid="list-search"
        />
      </Field>
    </>
  );
});

interface FilterProps {
  def: ListFilterDef;
  chosenKey: string | undefined;
  setFilter: (field: string, key: string) => void;
}

const FilterDropdown = memo(function FilterDropdown({ def, chosenKey, setFilter }: FilterProps) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const chosen = def.options.find((o) => o.key === chosenKey);
  return (
    <Field label={def.label} className={styles.filter}>
      <Dropdown
        className={styles.dropdown}
        value={chosen?.label ?? intl.formatMessage(m.all)}
        selectedOptions={[chosen?.key ?? '']}
        onOptionSelect={(_, data) => setFilter(def.field, data.optionValue ?? '')}
        data-testid={`list-filter-${def.field}`}
      >
        <Option value="">{intl.formatMessage(m.all)}</Option>
        {def.options.map((option) => (
          <Option key={option.key} value={option.key}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
});

const DateRange = memo(function DateRange({
  from,
  to,
  setDates,
}: {
  from: string;
  to: string;
  setDates: (from: string, to: string) => void;
}) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  return (
    <>
      <Field label={intl.formatMessage(m.updatedFrom)}>
        <DateField
          className={styles.date}
          value={from}
          max={to || undefined}
          onChange={(value) => setDates(value, to)}
          data-testid="list-updated-from"
        />
      </Field>
      <Field label={intl.formatMessage(m.updatedTo)}>
        <DateField
          className={styles.date}
          value={to}
          min={from || undefined}
          onChange={(value) => setDates(from, value)}
          data-testid="list-updated-to"
        />
      </Field>
    </>
  );
});

export function ListToolbar({ list, filters, searchFields, nameKind, dateFilter }: Props) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const { state } = list;
  return (
    <div className={styles.toolbar} role="search">
      <SearchFields
        text={state.text}
        searchField={state.searchField}
        searchFields={searchFields}
        nameKind={nameKind}
        setText={list.setText}
        setSearchField={list.setSearchField}
      />
      {filters.map((def) => (
        <FilterDropdown
          key={def.field}
          def={def}
          chosenKey={state.filters[def.field]}
          setFilter={list.setFilter}
        />
      ))}
      {dateFilter && <DateRange from={state.from} to={state.to} setDates={list.setDates} />}
      {list.isFiltered && (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={list.clear}
          data-testid="list-clear"
        >
          {intl.formatMessage(m.clear)}
        </Button>
      )}
    </div>
  );
}

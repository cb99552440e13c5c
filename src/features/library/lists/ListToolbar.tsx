import { Button, Dropdown, Field, Input, Option, SearchBox } from '@fluentui/react-components';
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

/** Search as you type, one drop-down per filter, the update-date range and "clear". */
export const ListToolbar = memo(function ListToolbar({ list, filters, searchFields, nameKind, dateFilter }: Props) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const { state } = list;
  const fieldLabel = (field: ListSearchField) => intl.formatMessage(field === 'isrc' ? m.searchIsrc : m.searchName);
  const placeholder =
    state.searchField === 'isrc' ? m.placeholderIsrc : nameKind === 'title' ? m.placeholderTitle : m.placeholderName;

  return (
    <div className={styles.toolbar} role="search">
      {searchFields.length > 1 && (
        <Field label={intl.formatMessage(m.searchIn)}>
          <Dropdown
            className={styles.fieldSelect}
            value={fieldLabel(state.searchField)}
            selectedOptions={[state.searchField]}
            onOptionSelect={(_, data) => list.setSearchField(data.optionValue === 'isrc' ? 'isrc' : 'name')}
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
          value={state.text}
          placeholder={intl.formatMessage(placeholder)}
          onChange={(_, data) => list.setText(data.value)}
          data-testid="list-search"
        />
      </Field>
      {filters.map((def) => {
        const chosen = def.options.find((o) => o.key === state.filters[def.field]);
        return (
          <Field key={def.field} label={def.label} className={styles.filter}>
            <Dropdown
              className={styles.dropdown}
              value={chosen?.label ?? intl.formatMessage(m.all)}
              selectedOptions={[chosen?.key ?? '']}
              onOptionSelect={(_, data) => list.setFilter(def.field, data.optionValue ?? '')}
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
      })}
      {dateFilter && (
        <>
          <Field label={intl.formatMessage(m.updatedFrom)}>
            <Input
              className={styles.date}
              type="date"
              value={state.from}
              max={state.to || undefined}
              onChange={(_, data) => list.setDates(data.value, state.to)}
              data-testid="list-updated-from"
            />
          </Field>
          <Field label={intl.formatMessage(m.updatedTo)}>
            <Input
              className={styles.date}
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(_, data) => list.setDates(state.from, data.value)}
              data-testid="list-updated-to"
            />
          </Field>
        </>
      )}
      {list.isFiltered && (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={list.clear} data-testid="list-clear">
          {intl.formatMessage(m.clear)}
        </Button>
      )}
    </div>
  );
});

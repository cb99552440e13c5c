// /faq/cp_faq/view/go_help: the help centre. Menus on one side, the chosen second-level menu's
// entries (or the search's hits) on the other; the menu is in the address (?menu=) so a link can
// point at it. Staff (action-help-edit) get an editor on each entry.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  Subtitle2,
  Title2,
  Button,
  Field,
  mergeClasses,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { loadUserInfo } from '../../app/session/authFlow';
import { useSession } from '../../app/session/useSession';
import { reportError } from '../../data/errorLog';
import { PublicFrame } from '../../components/PublicFrame';
import { RouterLink } from '../../components/RouterLink';
import { parentMenuOf, searchHelp, type HelpEntry } from '../../domain/help/help';
import { ACTIONS } from '../../domain/roles';
import { routePath } from '../../domain/routes';
import { HelpEditorDialog } from './HelpEditorDialog';
import { HelpEntryView } from './HelpEntryView';
import { useHelpStyles } from './Help.styles';
import { helpMessages as m, helpValueMessages as v } from './messages';
import { useHelpCentre } from './useHelpCentre';

export function HelpPage() {
  const styles = useHelpStyles();
  const intl = useIntl();
  const { centre, savedAt, isStale, isLoading, reload } = useHelpCentre();
  const { token, privileges } = useSession();
  const canEdit = privileges?.includes(ACTIONS.helpEdit) ?? false;
  // a public route loads no user info: a logged-in reader's privileges (staff edit) are asked here
  useEffect(() => {
    if (token !== null && privileges === undefined)
      loadUserInfo().catch((error: unknown) => reportError('help.userInfo', error));
  }, [token, privileges]);
  const [params] = useSearchParams();
  const menuParam = params.get('menu');
  const [query, setQuery] = useState('');
  // choosing a menu ends a search: the menu's entries show
  useEffect(() => setQuery(''), [menuParam]);
  const [editing, setEditing] = useState<string | null>(null);

  const menus = useMemo(() => centre?.menus ?? [], [centre]);
  const selected = menuParam ?? menus[0]?.children[0]?.id ?? null;
  const hits = useMemo(
    () => (centre && query.trim() ? searchHelp(centre.entries, query) : null),
    [centre, query],
  );
  const pathOf = (entry: HelpEntry) => {
    const first = parentMenuOf(menus, entry.menuId);
    const second = first?.children.find((c) => c.id === entry.menuId);
    return [first?.title, second?.title].filter(Boolean).join(' › ');
  };
  const shown = hits
    ? hits.map((h) => h.entry)
    : (centre?.entries.filter((e) => e.menuId === selected) ?? []);
  const onEdit = canEdit ? (entry: HelpEntry) => setEditing(entry.id) : undefined;

  return (
    <PublicFrame>
      <div className={styles.page}>
        <div>
          <Title2 as="h1" block>
            {intl.formatMessage(m.heading)}
          </Title2>
          <Body1 as="p" block className={styles.intro}>
            {intl.formatMessage(m.intro)}
          </Body1>
        </div>
        <search>
          <Field label={intl.formatMessage(m.search)} className={styles.search}>
            <SearchBox
              value={query}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              onChange={(_, d) => setQuery(d.value)}
              maxLength={100}
            />
          </Field>
        </search>
        {isStale && centre && savedAt !== null && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {intl.formatMessage(v.offline, {
                time: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        {!centre && isLoading && <Spinner label={intl.formatMessage(m.loading)} />}
        {!centre && !isLoading && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{intl.formatMessage(m.loadFailed)}</MessageBarBody>
            <Button onClick={reload}>{intl.formatMessage(m.retry)}</Button>
          </MessageBar>
        )}
        {centre && (
          <div className={styles.layout}>
            <nav className={styles.nav} aria-label={intl.formatMessage(m.menus)}>
              {menus.map((first) => (
                <div key={first.id}>
                  <Subtitle2 as="h2" block className={styles.menuTitle}>
                    {first.title}
                  </Subtitle2>
                  <ul className={styles.menuList}>
                    {first.children.map((second) => {
                      const isCurrent = !hits && second.id === selected;
                      return (
                        <li key={second.id}>
                          <RouterLink
                            to={`${routePath('help')}?menu=${second.id}`}
                            className={mergeClasses(styles.menuLink, isCurrent && styles.current)}
                            aria-current={isCurrent ? 'page' : undefined}
                          >
                            {second.title}
                          </RouterLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
              <RouterLink to={routePath('contact_us')}>{intl.formatMessage(m.contact)}</RouterLink>
            </nav>
            <section className={styles.entries} aria-live="polite">
              {hits && (
                <Body1 as="p" block role="status">
                  {intl.formatMessage(v.results, { count: hits.length, query: query.trim() })}
                  {hits.length === 0 && ` ${intl.formatMessage(m.noResultsHint)}`}
                </Body1>
              )}
              {shown.map((entry) => (
                <HelpEntryView
                  key={entry.id}
                  entry={entry}
                  path={hits ? pathOf(entry) : undefined}
                  onEdit={onEdit}
                />
              ))}
            </section>
          </div>
        )}
      </div>
      {canEdit && (
        <HelpEditorDialog
          entryId={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </PublicFrame>
  );
}

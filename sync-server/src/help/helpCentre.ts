// The help centre's reads and the staff's edits (migration 040). Public reads answer in the
// request's language; the staff editor reads and writes both languages of an entry at once.
import type { ApiLanguage } from '../../../src/domain/locale';
import type {
  HelpCentre,
  HelpEntry,
  HelpEntrySave,
  HelpEntrySource,
  HelpMenu,
} from '../../../src/domain/help/help';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

interface MenuRow {
  id: string;
  parent_id: string | null;
  title: string;
}

interface EntryRow {
  id: string;
  menu_id: string;
  title: string;
  body: string;
  updated_at: Date;
}

const isEnglish = (language: ApiLanguage) => language === 'en';

function toEntry(row: EntryRow): HelpEntry {
  return {
    id: row.id,
    menuId: row.menu_id,
    title: row.title,
    body: row.body,
    updatedAt: row.updated_at.toISOString(),
  };
}

async function readMenus(q: Queryable, language: ApiLanguage): Promise<HelpMenu[]> {
  const { rows } = await q.query<MenuRow>(
    `SELECT id, parent_id, ${isEnglish(language) ? 'title_en' : 'title_zh'} AS title
       FROM help_menus ORDER BY position, id`,
  );
  const firsts: HelpMenu[] = rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ id: r.id, title: r.title, children: [] }));
  for (const row of rows) {
    const parent = firsts.find((f) => f.id === row.parent_id);
    parent?.children.push({ id: row.id, title: row.title, children: [] });
  }
  return firsts;
}

/**
 * go_help: the whole tree with every entry (a few dozen), so the page searches and reads offline
 * from one cached answer; with `menuId` only that first-level menu and its entries.
 */
export async function readHelpCentre(
  q: Queryable,
  language: ApiLanguage,
  menuId?: string,
): Promise<HelpCentre> {
  let menus = await readMenus(q, language);
  if (menuId !== undefined) {
    menus = menus.filter((m) => m.id === menuId);
    if (menus.length === 0) throw new ApiError('notFound');
  }
  const menuIds = menus.flatMap((m) => m.children.map((c) => c.id));
  const en = isEnglish(language);
  const { rows } = await q.query<EntryRow>(
    `SELECT id, menu_id, ${en ? 'title_en' : 'title_zh'} AS title,
            ${en ? 'body_en' : 'body_zh'} AS body, updated_at
       FROM help_entries WHERE menu_id = ANY($1::uuid[]) ORDER BY position, id`,
    [menuIds],
  );
  return { language, menus, entries: rows.map(toEntry) };
}

/** entry_info: the entries of a second-level menu that belongs to the first-level one named. */
export async function readHelpEntries(
  q: Queryable,
  language: ApiLanguage,
  firstMenuId: string,
  secondMenuId: string,
): Promise<HelpEntry[]> {
  const en = isEnglish(language);
  const { rows } = await q.query<EntryRow>(
    `SELECT e.id, e.menu_id, ${en ? 'e.title_en' : 'e.title_zh'} AS title,
            ${en ? 'e.body_en' : 'e.body_zh'} AS body, e.updated_at
       FROM help_entries e JOIN help_menus m ON m.id = e.menu_id
      WHERE m.id = $2 AND m.parent_id = $1 ORDER BY e.position, e.id`,
    [firstMenuId, secondMenuId],
  );
  if (rows.length === 0) {
    const { rows: menu } = await q.query(
      'SELECT 1 FROM help_menus WHERE id = $2 AND parent_id = $1',
      [firstMenuId, secondMenuId],
    );
    if (menu.length === 0) throw new ApiError('notFound');
  }
  return rows.map(toEntry);
}

/** The staff editor's view: every entry in both languages. */
export async function readHelpSources(q: Queryable): Promise<HelpEntrySource[]> {
  const { rows } = await q.query<{
    id: string;
    menu_id: string;
    title_zh: string;
    title_en: string;
    body_zh: string;
    body_en: string;
  }>(
    `SELECT id, menu_id, title_zh, title_en, body_zh, body_en FROM help_entries
      ORDER BY menu_id, position, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    menuId: r.menu_id,
    titleZh: r.title_zh,
    titleEn: r.title_en,
    bodyZh: r.body_zh,
    bodyEn: r.body_en,
  }));
}

/** Creates or updates an entry; its menu must be a second-level menu. Returns the entry's id. */
export async function saveHelpEntry(
  q: Queryable,
  clock: Clock,
  userId: string,
  input: HelpEntrySave,
): Promise<string> {
  const { rows: menu } = await q.query(
    'SELECT 1 FROM help_menus WHERE id = $1 AND parent_id IS NOT NULL',
    [input.menuId],
  );
  if (menu.length === 0) throw new ApiError('notFound');
  const now = clock.now();
  if (input.id !== undefined) {
    const { rows } = await q.query<{ id: string }>(
      `UPDATE help_entries SET menu_id = $2, title_zh = $3, title_en = $4, body_zh = $5,
              body_en = $6, updated_at = $7, updated_by = $8
        WHERE id = $1 RETURNING id`,
      [
        input.id,
        input.menuId,
        input.titleZh,
        input.titleEn,
        input.bodyZh,
        input.bodyEn,
        now,
        userId,
      ],
    );
    if (!rows[0]) throw new ApiError('notFound');
    return rows[0].id;
  }
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO help_entries (menu_id, position, title_zh, title_en, body_zh, body_en, updated_at, updated_by)
     SELECT $1, coalesce(max(position), 0) + 1, $2, $3, $4, $5, $6, $7
       FROM help_entries WHERE menu_id = $1
     RETURNING id`,
    [input.menuId, input.titleZh, input.titleEn, input.bodyZh, input.bodyEn, now, userId],
  );
  return rows[0].id;
}

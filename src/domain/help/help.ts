// The help centre (spec section 7: go_help, entry_info): first-level menus holding second-level
// menus holding entries, in both languages. Search is a pure function so it runs the same on the
// cached copy offline as online, and the staff editor's limits are the server's schema's.
import { z } from 'zod';
import { isStorableText } from '../schemas/text';

export const HelpLimits = {
  titleMax: 200,
  bodyMax: 20_000,
  queryMax: 100,
} as const;

export interface HelpEntry {
  id: string;
  menuId: string;
  title: string;
  /** plain text; a blank line separates paragraphs */
  body: string;
  updatedAt: string;
}

export interface HelpMenu {
  id: string;
  title: string;
  /** second-level menus of a first-level menu; empty for a second-level one */
  children: HelpMenu[];
}

/** The answer of go_help: the whole tree with every entry in the request's language. */
export interface HelpCentre {
  language: 'zh-hans' | 'en';
  menus: HelpMenu[];
  entries: HelpEntry[];
}

/** One language's title and body of an entry, as the staff editor sends it. */
const storable = (max: number) =>
  z.string().trim().min(1, 'required').max(max).refine(isStorableText, 'invalid-character');

export const helpMenuQuerySchema = z.object({
  menuId: z.uuid().optional(),
});

export const helpEntryInfoSchema = z.object({
  firstMenuId: z.uuid(),
  secondMenuId: z.uuid(),
});

export const helpEntrySaveSchema = z.object({
  /** absent: a new entry */
  id: z.uuid().optional(),
  menuId: z.uuid(),
  titleZh: storable(HelpLimits.titleMax),
  titleEn: storable(HelpLimits.titleMax),
  bodyZh: storable(HelpLimits.bodyMax),
  bodyEn: storable(HelpLimits.bodyMax),
});
export type HelpEntrySave = z.infer<typeof helpEntrySaveSchema>;

/** An entry in both languages, as the staff editor reads it. */
export interface HelpEntrySource {
  id: string;
  menuId: string;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
}

export interface HelpSearchHit {
  entry: HelpEntry;
  /** how many of the query's words the title holds: title hits first */
  titleHits: number;
}

/** Lower case, width-folded (full-width Latin typed by a Chinese keyboard), spaces squeezed. */
export function normalizeHelpText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The entries holding every word of the query (in title or body); Chinese has no spaces, so a
 * word is a run without spaces and is matched as a substring. Title matches rank first.
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpSearchHit[] {
  const words = normalizeHelpText(query.slice(0, HelpLimits.queryMax))
    .split(' ')
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const hits: HelpSearchHit[] = [];
  for (const entry of entries) {
    const title = normalizeHelpText(entry.title);
    const text = `${title} ${normalizeHelpText(entry.body)}`;
    if (!words.every((w) => text.includes(w))) continue;
    hits.push({ entry, titleHits: words.filter((w) => title.includes(w)).length });
  }
  return hits.sort((a, b) => b.titleHits - a.titleHits);
}

/** The first-level menu a second-level menu belongs to. */
export function parentMenuOf(menus: readonly HelpMenu[], menuId: string): HelpMenu | undefined {
  return menus.find((m) => m.id === menuId || m.children.some((c) => c.id === menuId));
}

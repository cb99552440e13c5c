// SysMessage and SysMessagePage of src/domain/api.ts, in the caller's language.
import type { SysMessage, SysMessagePage } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { SysMessageRow } from '../messages/sysMessages';
import { localizedName } from './org';
import { toIsoString } from './time';

export function presentSysMessage(row: SysMessageRow, language: ApiLanguage): SysMessage {
  return {
    id: row.id,
    title: localizedName(language, row.title_zh, row.title_en),
    content: localizedName(language, row.content_zh, row.content_en),
    kind: row.kind,
    createdAt: toIsoString(row.created_at),
    read: row.is_read,
  };
}

export function presentSysMessagePage(
  page: { rows: SysMessageRow[]; total: number },
  language: ApiLanguage,
): SysMessagePage {
  return { list: page.rows.map((row) => presentSysMessage(row, language)), total: page.total };
}

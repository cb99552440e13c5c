// The playlist side of the wizard (the parser worker, the template, material matching and the
// playlist's messages) in one place, so the screens depend on one small surface. The template
// builder carries SheetJS: it loads only when the template is asked for.
import type { MessageDescriptor } from 'react-intl';
import { matchMaterials } from '../../domain/batch/matchMaterials';
import { headerInLanguage } from '../../domain/batch/playlistColumns';
import type {
  MaterialEntry,
  MaterialMatch,
  ParsedPlaylist,
  PlaylistAlbum,
  PlaylistLookups,
  PlaylistRefusal,
} from '../../domain/batch/playlistTypes';
import { playlistIssueMessage, playlistMessages } from './playlistMessages';
import { parsePlaylistFile } from './worker/playlistClient';

export interface PlaylistServices {
  parse(file: File, lookups: PlaylistLookups): Promise<ParsedPlaylist | PlaylistRefusal>;
  /** the template's bytes and file name in the UI's language */
  template(locale: string): Promise<{ bytes: Uint8Array; fileName: string }>;
  match(albums: readonly PlaylistAlbum[], entries: readonly MaterialEntry[]): MaterialMatch;
  errorsHeading: MessageDescriptor;
  issueMessage(code: string): MessageDescriptor;
  /** an issue's params with the field it names in the interface language (the sheet may be in the other) */
  issueValues(
    params: Readonly<Record<string, string | number>> | undefined,
    locale: string,
  ): Record<string, string | number> | undefined;
}

const uiLanguage = (locale: string): 'zh' | 'en' =>
  locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';

export const playlistServices: PlaylistServices = {
  parse: (file, lookups) => parsePlaylistFile(file, lookups),
  async template(locale) {
    const { buildTemplate, templateFileName } = await import('./template/buildTemplate');
    const language = uiLanguage(locale);
    return { bytes: buildTemplate(language), fileName: templateFileName(language) };
  },
  match: matchMaterials,
  errorsHeading: playlistMessages.errorsHeading,
  issueMessage: playlistIssueMessage,
  issueValues: (params, locale) =>
    params === undefined || typeof params.field !== 'string'
      ? params && { ...params }
      : { ...params, field: headerInLanguage(params.field, uiLanguage(locale)) },
};

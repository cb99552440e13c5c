// The help centre's calls (spec section 7: go_help; ours: the staff's editor). Screens call these.
import { api } from '../../app/api/api';
import { PATHS } from '../../domain/api';
import type { HelpCentre, HelpEntrySave, HelpEntrySource } from '../../domain/help/help';

export function fetchHelpCentre(): Promise<HelpCentre> {
  return api.request<HelpCentre>(PATHS.goHelp, { method: 'POST', body: {} });
}

export function fetchHelpSources(): Promise<HelpEntrySource[]> {
  return api.request<HelpEntrySource[]>(PATHS.helpSource, { method: 'POST', body: {} });
}

export function saveHelpEntry(entry: HelpEntrySave): Promise<{ id: string }> {
  return api.request<{ id: string }>(PATHS.helpSave, { method: 'POST', body: entry });
}

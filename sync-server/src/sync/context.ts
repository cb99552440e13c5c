// What applying one op needs: the org write it runs in and who sent it.
import type { AuthContext } from '../auth/context';
import type { OrgWriter } from './orgWrite';

export interface OpContext {
  writer: OrgWriter;
  auth: AuthContext;
  /** the caller's display name, recorded as a record company's creator */
  creatorName: string | null;
}

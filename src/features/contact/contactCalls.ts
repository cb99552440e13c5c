// The contact form's call (spec section 7: advisory_mail). Screens call this, never fetch.
import { api } from '../../app/api/api';
import { PATHS } from '../../domain/api';
import type { ContactInput } from '../../domain/help/contact';

export function postContactMessage(body: ContactInput): Promise<unknown> {
  return api.request<unknown>(PATHS.advisoryMail, { method: 'POST', body });
}

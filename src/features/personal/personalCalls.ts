// The /account/personal calls. Screens call these, never fetch.
import { api } from '../../app/api/api';
import { PATHS } from '../../domain/api';

export const postPersonalInfo = (body: {
  name: string;
  email: string;
  telArea: string;
  telephone: string;
}) => api.request<unknown>(PATHS.personalInfo, { method: 'POST', body });

export const postChangePassword = (body: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}) => api.request<unknown>(PATHS.changePassword, { method: 'POST', body });

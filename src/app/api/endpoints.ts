// Typed calls of spec section 7 used by the shell. Screens call these, never fetch.
import {
  PATHS,
  type DashboardSummary,
  type LoginRequest,
  type LoginResult,
  type LoginUserInfo,
  type SysMessage,
  type SysMessagePage,
} from '../../domain/api';
import { api } from './api';
import type { RequestOptions } from './client';

type CallOptions = Pick<RequestOptions, 'signal' | 'redirectOnExpiry'>;

export function postLogin(body: LoginRequest): Promise<LoginResult> {
  return api.request<LoginResult>(PATHS.login, { method: 'POST', body });
}

/** Sends the auto-login key along so the server revokes it with the session. */
export function postLogout(autoToken: string | null): Promise<unknown> {
  return api.request<unknown>(PATHS.logout, {
    method: 'POST',
    body: autoToken ? { autoToken } : {},
    redirectOnExpiry: false,
  });
}

export function fetchLoginUserInfo(options: CallOptions = {}): Promise<LoginUserInfo> {
  return api.request<LoginUserInfo>(PATHS.loginUserInfo, options);
}

export function fetchDashboardSummary(options: CallOptions = {}): Promise<DashboardSummary> {
  return api.request<DashboardSummary>(PATHS.dashboardSummary, options);
}

export interface SysMessageQuery {
  kind?: SysMessage['kind'];
  page?: number;
  size?: number;
}

export function fetchSysMessages(
  query: SysMessageQuery,
  options: CallOptions = {},
): Promise<SysMessagePage> {
  return api.request<SysMessagePage>(PATHS.sysMsgList, { ...options, query: { ...query } });
}

export function fetchUnreadCount(options: CallOptions = {}): Promise<number> {
  return api.request<number>(PATHS.sysMsgNum, options);
}

export function postMessageRead(id: string): Promise<unknown> {
  return api.request<unknown>(PATHS.sysMsgRead, { method: 'POST', body: { id } });
}

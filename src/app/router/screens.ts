// Which screen each route shows. Every screen is its own lazy chunk, so the login page loads
// little; routes without a screen of their own yet share the honest empty state and are listed
// in PLACEHOLDER_ROUTES, so what is still to build is in one place (a test keeps both true).
// Only the public routes' table is here, in the login page's entry: the logged-in routes' table
// (privateScreens.ts, about 15 kB of import maps) is itself a lazy chunk, read with the first
// logged-in screen.
import { PUBLIC_ROUTES, type RouteName } from '../../domain/routes';
import type { ComponentType } from 'react';
import { getLanguage } from '../../i18n/languageStore';
import { ensureFullMessages } from '../../i18n/loadMessages';
import { isChunkLoadError } from './chunkError';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { reportError } from '../../data/errorLog';

export type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * A chunk that fails to load becomes a screen showing the refresh prompt. Letting `lazy` reject
 * instead leaves react-router 7 with a route it still thinks is loading, and it renders nothing.
 */
export function withChunkFallback(load: Screen): Screen {
  return () =>
    load().catch((error: unknown) => {
      reportError('router.loadScreen', error);
      if (isChunkLoadError(error)) return { Component: ChunkErrorDialog };
      throw error;
    });
}

const emptyState: Screen = () =>
  import('../../features/placeholder/EmptyStatePage').then((m) => ({
    Component: m.EmptyStatePage,
  }));

const PUBLIC_SCREENS: Readonly<Partial<Record<RouteName, Screen>>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  // the landing page's texts are in the shell part of the catalogue (catalogueParts.ts)
  home: () => import('../../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
  // the recovery pages' texts come with the rest of the catalogue, fetched with the page's chunk
  forgotPwd: () =>
    Promise.all([
      import('../../features/recovery/ForgotPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPwd: () =>
    Promise.all([
      import('../../features/recovery/ResetPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.ResetPasswordPage,
    })),
  // help, contact, payment notice and auto-login: public lazy chunks whose texts come with the
  // rest of the catalogue, like the recovery pages'
  help: () =>
    Promise.all([import('../../features/help/HelpPage'), ensureFullMessages(getLanguage())]).then(
      ([m]) => ({ Component: m.HelpPage }),
    ),
  contact_us: () =>
    Promise.all([
      import('../../features/contact/ContactPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.ContactPage })),
  payment: () =>
    Promise.all([
      import('../../features/payment/PaymentNoticePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.PaymentNoticePage })),
  autoLogin: () =>
    Promise.all([
      import('../../features/auth/AutoLoginPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.AutoLoginPage })),
  // the sign-up steps' texts come with the rest of the catalogue, like the recovery pages'
  'register-user_type': () =>
    Promise.all([
      import('../../features/register/UserTypePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.UserTypePage })),
  'register-register_info': () =>
    Promise.all([
      import('../../features/register/RegisterInfoPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.RegisterInfoPage })),
  'register-sign_contract': () =>
    Promise.all([
      import('../../features/register/SignContractPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.SignContractPage })),
  'register-register_complete': () =>
    Promise.all([
      import('../../features/register/RegisterCompletePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.RegisterCompletePage,
    })),
  'register-set_password': () =>
    Promise.all([
      import('../../features/register/SetPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.SetPasswordPage })),
  // the invitation page's texts come with the rest of the catalogue, like the sign-up pages'
  invite_registration: () =>
    Promise.all([
      import('../../features/team/InviteRegistrationPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.InviteRegistrationPage })),
  '404': () =>
    import('../../features/errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  'error-401': () =>
    import('../../features/errors/Error401Page').then((m) => ({ Component: m.Error401Page })),
  'error-403': () =>
    import('../../features/errors/Error403Page').then((m) => ({ Component: m.Error403Page })),
};

export { PLACEHOLDER_ROUTES } from './placeholderRoutes';

const PUBLIC_NAMES: ReadonlySet<RouteName> = new Set(PUBLIC_ROUTES.map((r) => r.name));

export function screenFor(routeName: RouteName): Screen {
  const own = PUBLIC_SCREENS[routeName];
  if (own || PUBLIC_NAMES.has(routeName)) return withChunkFallback(own ?? emptyState);
  return withChunkFallback(() =>
    import('./privateScreens').then((m) => (m.PRIVATE_SCREENS[routeName] ?? emptyState)()),
  );
}

/** The public routes that have a screen of their own (privateScreens.ts: the logged-in ones). */
export function hasOwnPublicScreen(routeName: RouteName): boolean {
  return PUBLIC_SCREENS[routeName] !== undefined;
}

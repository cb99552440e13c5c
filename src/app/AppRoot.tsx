// The providers around the router, shared by the browser (main.tsx) and the build's prerender
// (src/prerender): a hydrated page must be the same tree on both sides, down to Fluent's ids.
import {
  FluentProvider,
  RendererProvider,
  webLightTheme,
  type GriffelRenderer,
} from '@fluentui/react-components';
import { StrictMode, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/loadMessages';
import { UpdatePrompt } from './pwa/UpdatePrompt';

interface Props {
  /** Griffel's renderer: collects the CSS on the server, takes over the prerendered styles in the browser */
  renderer: GriffelRenderer;
  messages: Messages;
  /** the router provider (browser or static) */
  children: ReactNode;
}

export function AppRoot({ renderer, messages, children }: Props) {
  return (
    <StrictMode>
      <RendererProvider renderer={renderer}>
        <I18nProvider initialMessages={messages}>
          <FluentProvider theme={webLightTheme}>
            {children}
            <UpdatePrompt />
          </FluentProvider>
        </I18nProvider>
      </RendererProvider>
    </StrictMode>
  );
}

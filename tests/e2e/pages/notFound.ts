// A page's 404s from now on: each response answered 404 and each console error Chromium logs for
// one ("Failed to load resource: ... 404"). A page asking about a file that is not there yet must
// get an answer, not an error in the console.
import type { Page } from '@playwright/test';

export function collectNotFound(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) seen.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /\b404\b/.test(message.text()))
      seen.push(`console: ${message.text()} (${message.location().url})`);
  });
  return seen;
}

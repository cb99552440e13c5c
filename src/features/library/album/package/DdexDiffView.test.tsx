// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import { buildNewReleaseMessage, diffReleaseMessages } from '../../../../domain/ddex';
import type { AlbumDdexDiff } from '../../../../domain/ddex/api';
import { makeBundle } from '../../../../domain/ddex/testing';
import { DdexDiffView } from './DdexDiffView';

const LAST = {
  messageId: 'm-1',
  albumVersion: 3,
  sha256: 'a'.repeat(64),
  builtAt: '2026-03-01T08:00:00.000Z',
};

function renderDiff(diff: AlbumDdexDiff) {
  renderWithProviders([{ path: '/', element: <DdexDiffView diff={diff} /> }], '/');
}

afterEach(cleanup);

describe('DdexDiffView', () => {
  it('names the changed title and the renamed track of a real diff', async () => {
    const before = makeBundle(2);
    const after = {
      ...before,
      album: { ...before.album, name: '夏天的风（新版）' },
      tracks: [{ ...before.tracks[0]!, name: '新名字' }, before.tracks[1]!],
    };
    const diff = diffReleaseMessages(buildNewReleaseMessage(before), after);
    renderDiff({ last: LAST, diff });
    const view = await screen.findByTestId('ddex-diff');
    expect(view.getAttribute('data-state')).toBe('changed');
    expect(view.textContent).toContain('夏天的风 → 夏天的风（新版）');
    expect(view.textContent).toContain('新名字');
  });

  it('says nothing changed, or that no package was made yet, or why no message can be built', async () => {
    const bundle = makeBundle(1);
    renderDiff({ last: LAST, diff: diffReleaseMessages(buildNewReleaseMessage(bundle), bundle) });
    expect((await screen.findByTestId('ddex-diff')).getAttribute('data-state')).toBe('same');
    cleanup();
    renderDiff({ last: null, diff: null });
    expect(await screen.findByText('该专辑尚未生成过 DDEX 包。')).toBeTruthy();
    cleanup();
    renderDiff({
      last: LAST,
      diff: { ok: false, problems: [{ code: 'upc-missing', severity: 'error' }] },
    });
    expect((await screen.findByTestId('ddex-diff')).textContent).toContain('专辑没有 UPC');
  });
});

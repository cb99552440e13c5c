// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { Album } from '../../../domain/catalogue';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { AlbumCommandNotice } from './AlbumCommands';
import type { AlbumCommands, CommandStatus } from './info/useAlbumCommands';

function commands(status: CommandStatus | null): AlbumCommands {
  return {
    isBusy: false,
    failed: false,
    refusedIncomplete: null,
    status,
    run: () => Promise.resolve(),
  };
}

function renderNotice(album: Album, status: CommandStatus | null) {
  const element = (
    <>
      <span>page ready</span>
      <AlbumCommandNotice album={album} commands={commands(status)} />
    </>
  );
  renderWithProviders([{ path: '/', element }], '/');
}

afterEach(cleanup);

describe('AlbumCommandNotice', () => {
  it('says a submission is done while the album is pending review', async () => {
    renderNotice(makeAlbum({ reviewStatus: 11 }), { command: 'submitForReview', state: 'done' });
    expect((await screen.findByTestId('album-form-notice')).textContent).toContain('已提交审核');
  });

  it('drops a done notice once the back office has decided (rejected, approved)', async () => {
    renderNotice(makeAlbum({ reviewStatus: 13 }), { command: 'submitForReview', state: 'done' });
    renderNotice(makeAlbum({ reviewStatus: 12 }), { command: 'startModification', state: 'done' });
    expect(await screen.findAllByText('page ready')).toHaveLength(2);
    expect(screen.queryByTestId('album-form-notice')).toBeNull();
  });

  it('keeps a queued or refused notice whatever the status', async () => {
    renderNotice(makeAlbum({ reviewStatus: 13 }), { command: 'submitForReview', state: 'queued' });
    expect(await screen.findByTestId('album-form-notice')).toHaveProperty(
      'dataset.notice',
      'command-queued',
    );
  });
});

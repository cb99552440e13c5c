// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import { testId } from '../../../../domain/catalogue/testing';
import type { DeliveryBatchView } from '../../../../domain/distribution/deliveries';
import { DeliveryHistory } from './DeliveryHistory';

afterEach(cleanup);

const batch = (over: Partial<DeliveryBatchView>): DeliveryBatchView => ({
  id: testId(1),
  batchId: '20261120040000000',
  channelId: testId(9),
  channelCode: 'demo',
  channelNameZh: '演示音乐',
  channelNameEn: 'Demo Music',
  kind: 'release',
  albumVersion: 3,
  messageId: 'MSG-1',
  messageFile: '4006381333931/4006381333931.xml',
  messageSha256: 'a'.repeat(64),
  state: 'answered',
  createdAt: '2026-11-20T04:00:00.000Z',
  completedAt: '2026-11-20T04:01:00.000Z',
  lastError: null,
  files: [],
  acks: [],
  ...over,
});

function show(batches: DeliveryBatchView[]) {
  renderWithProviders(
    [{ path: '/', element: <DeliveryHistory scope="partner" batches={batches} /> }],
    '/',
  );
}

describe('DeliveryHistory', () => {
  it('lists each batch with its kind, state and the channel’s answer; the ack button only when there is one', async () => {
    show([
      batch({
        id: testId(2),
        kind: 'takedown',
        state: 'failed',
        acks: [
          {
            fileName: 'ACK.xml',
            sha256: 'b'.repeat(64),
            fileStatus: 'ErrorInXml',
            ok: false,
            errorText: 'rejected by the test channel',
            readAt: '2026-11-21T04:00:00.000Z',
          },
        ],
      }),
      batch({ state: 'sent' }),
    ]);
    const rows = await screen.findAllByTestId('delivery-batch');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['takedown', 'release']);
    expect(rows[0].textContent).toContain('下架');
    expect(rows[0].textContent).toContain('ErrorInXml: rejected by the test channel');
    expect(rows[1].textContent).toContain('已发送，等待回复');
    expect(rows[0].querySelector('[data-testid="delivery-file-ack"]')).not.toBeNull();
    expect(rows[1].querySelector('[data-testid="delivery-file-ack"]')).toBeNull();
  });

  it('says so when nothing was sent', async () => {
    show([]);
    expect((await screen.findByTestId('delivery-history-empty')).textContent).toBe(
      '尚未向该渠道发送过任何内容。',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { confirmRequestSchema } from '../../domain/finance/api';
import { newQueuedRequest, queuedRequestCall } from '../../domain/sync/queuedRequests';

describe('a queued statement confirmation', () => {
  it('is sent to the confirm route as the request the server parses, with the hash it was decided on', () => {
    const request = newQueuedRequest({
      id: '0190f5a2-7c1e-7000-8000-0000000000aa',
      kind: 'statementConfirm',
      body: { id: '0190f5a2-7c1e-7000-8000-000000000001', noObjection: true },
      decidedOn: { contentHash: 'c'.repeat(64) },
      subjectId: '0190f5a2-7c1e-7000-8000-000000000001',
      now: new Date('2026-11-20T08:30:00Z'),
    });
    const call = queuedRequestCall(request);
    expect(call.url).toBe('/api/finance/settlement/confirm.json');
    expect(confirmRequestSchema.parse(call.body)).toEqual({
      id: '0190f5a2-7c1e-7000-8000-000000000001',
      noObjection: true,
      contentHash: 'c'.repeat(64),
      requestId: '0190f5a2-7c1e-7000-8000-0000000000aa',
    });
  });
});

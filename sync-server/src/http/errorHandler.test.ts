import { describe, expect, it } from 'vitest';
import { isClientHangUp } from './errorHandler';

describe('isClientHangUp', () => {
  const premature = Object.assign(new Error('Premature close'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });
  const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

  it('is a hang-up when a piped stream closed early and the connection is gone', () => {
    expect(isClientHangUp(premature, true)).toBe(true);
    expect(isClientHangUp(reset, true)).toBe(true);
  });

  it('is a server fault while the client is still there, or for any other error', () => {
    expect(isClientHangUp(premature, false)).toBe(false);
    expect(isClientHangUp(new Error('the source broke'), true)).toBe(false);
    expect(isClientHangUp('ERR_STREAM_PREMATURE_CLOSE', true)).toBe(false);
    expect(isClientHangUp(null, true)).toBe(false);
  });
});

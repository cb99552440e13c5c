// What an SFTP failure means for a delivery: ssh2 reports socket errors, handshake timeouts, auth
// refusals and SFTP status codes in different shapes; the batch writer only wants a TransportFailure.
import { TransportError, type TransportFailure } from './transport';

/** SFTP status codes (draft-ietf-secsh-filexfer-02, the version OpenSSH speaks). */
export const SFTP_STATUS = {
  noSuchFile: 2,
  permissionDenied: 3,
  failure: 4,
  noConnection: 6,
  connectionLost: 7,
} as const;

/** The request that failed: OpenSSH answers a full disk on write with the generic SSH_FX_FAILURE. */
export type SftpPhase = 'connect' | 'write' | 'other';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

interface Ssh2ErrorShape {
  code?: unknown;
  level?: unknown;
  message?: unknown;
}

function classifyShape(error: Ssh2ErrorShape, phase: SftpPhase): TransportFailure {
  const { code, level } = error;
  const message = typeof error.message === 'string' ? error.message : '';
  if (typeof code === 'number') {
    if (code === SFTP_STATUS.noSuchFile) return 'not-found';
    if (code === SFTP_STATUS.permissionDenied) return 'permission-denied';
    if (code === SFTP_STATUS.failure) return phase === 'write' ? 'no-space' : 'other';
    if (code === SFTP_STATUS.noConnection || code === SFTP_STATUS.connectionLost)
      return 'connection-lost';
    return 'other';
  }
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return 'no-space';
  if (code === 'EACCES' || code === 'EPERM') return 'permission-denied';
  if (level === 'client-authentication') return 'auth-failed';
  // a listener that accepts and never speaks SSH: the handshake times out
  if (level === 'client-timeout') return 'unreachable';
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code))
    return phase === 'connect' ? 'unreachable' : 'connection-lost';
  if (typeof code === 'string' && LOST_CODES.has(code)) return 'connection-lost';
  if (/no response from server|not connected|channel (?:closed|not open)/i.test(message))
    return 'connection-lost';
  return phase === 'connect' ? 'unreachable' : 'other';
}

/** Maps anything an ssh2 call threw to a TransportError; a TransportError passes through. */
export function toTransportError(error: unknown, phase: SftpPhase, what: string): TransportError {
  if (error instanceof TransportError) return error;
  const shape: Ssh2ErrorShape = typeof error === 'object' && error !== null ? error : {};
  const failure = classifyShape(shape, phase);
  const detail = error instanceof Error ? error.message : String(error);
  return new TransportError(failure, `${what}: ${detail}`, { cause: error });
}

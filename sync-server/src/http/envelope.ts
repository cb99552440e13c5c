// The response envelope of the /api contract (DESIGN.md section 4).
import type { ApiEnvelope } from '../../../src/domain/api';

export function okEnvelope<T>(result: T): ApiEnvelope<T> {
  return { state: true, msg: '', result };
}

export function failEnvelope(msg: string, code: string, result: unknown = null): ApiEnvelope<unknown> {
  return { state: false, msg, result, code };
}

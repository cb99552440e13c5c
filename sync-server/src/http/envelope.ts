// The response envelope of the /api contract (DESIGN.md section 4).
import type { ApiEnvelope } from '../../../src/domain/api';

export function okEnvelope<T>(result: T): ApiEnvelope<T> {
  return { state: true, msg: '', result };
}

/** The ok envelope around a result that is JSON text already. */
export function okEnvelopeJson(resultJson: string): string {
  return `${JSON.stringify(okEnvelope(null)).replace(/"result":null}$/, '"result":')}${resultJson}}`;
}

export function failEnvelope(
  msg: string,
  code: string,
  result: unknown = null,
): ApiEnvelope<unknown> {
  return { state: false, msg, result, code };
}

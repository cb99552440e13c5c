// Parses an op's payload with the entity's own schema (the same shapes the client stores), and turns
// zod's findings into `{field, code}` issues for a `rejected: invalid` answer.
import type { z } from 'zod';
import { createPayloadSchema, updatePayloadSchema } from '../catalogue/entities';
import { issue, type Issue } from '../catalogue/issues';
import type { Op } from './protocol';

/**
 * Shape check of create/update payloads: unknown and server-owned fields give 'field-not-writable',
 * over-long text 'too-long', a missing field 'required', anything else 'format'. Other op kinds
 * have their payload fully checked by opSchema already. Business rules (validate*) come after.
 */
export function validateOpPayload(op: Op): Issue[] {
  if (op.kind !== 'create' && op.kind !== 'update') return [];
  const schema =
    op.kind === 'create' ? createPayloadSchema(op.entity) : updatePayloadSchema(op.entity);
  const parsed = schema.safeParse(op.payload, { reportInput: true });
  return parsed.success ? [] : zodIssuesToIssues(parsed.error.issues);
}

export function zodIssuesToIssues(zodIssues: readonly z.core.$ZodIssue[]): Issue[] {
  const out: Issue[] = [];
  for (const zi of zodIssues) {
    const field = zi.path.map(String).join('.') || 'payload';
    if (zi.code === 'unrecognized_keys') {
      for (const key of zi.keys) out.push(issue(key, 'field-not-writable'));
    } else if (zi.code === 'too_big' && zi.origin === 'string') {
      out.push(issue(field, 'too-long', { max: Number(zi.maximum) }));
    } else if (zi.code === 'invalid_type' && zi.input === undefined) {
      out.push(issue(field, 'required', { field }));
    } else {
      out.push(issue(field, 'format'));
    }
  }
  return out;
}

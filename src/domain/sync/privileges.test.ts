import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../catalogue/entities';
import { privilegesOfRoles } from '../roles';
import { PRIVILEGED_ROUTE_NAMES } from '../routes';
import { makeOp } from './opTesting';
import { canWriteEntity, ENTITY_PRIVILEGES, privilegeOfOp } from './privileges';

describe('entity privileges', () => {
  it('name a real route for every entity', () => {
    for (const entity of ENTITY_NAMES)
      expect(PRIVILEGED_ROUTE_NAMES).toContain(ENTITY_PRIVILEGES[entity]);
  });
  it('let partner roles write every entity, and staff none', () => {
    for (const entity of ENTITY_NAMES) {
      expect(canWriteEntity(privilegesOfRoles(['contentOperator']), entity)).toBe(true);
      expect(canWriteEntity(new Set(privilegesOfRoles(['admin'])), entity)).toBe(true);
      expect(canWriteEntity(privilegesOfRoles(['staff']), entity)).toBe(false);
    }
  });
  it('take the entity of commands', () => {
    expect(privilegeOfOp(makeOp('submitForReview'))).toBe('library-album-list');
    expect(privilegeOfOp(makeOp('bindAuthorization'))).toBe('library-authorization-list');
  });
});

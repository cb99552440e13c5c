// Test helpers of the artist and party tests: a complete artist record, and quiet Fluent motion.
import { vi } from 'vitest';
import type { Artist } from '../../../domain/catalogue';
import { testId } from '../../../domain/catalogue/testing';

export function makeArtistForTest(overrides: Partial<Artist> = {}): Artist {
  return {
    id: testId(),
    orgId: 'org-1',
    version: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    name: '林夏',
    type: 'female',
    countryCode: 'CN',
    displayLanguage: 'zh-Hans',
    alias: null,
    foreignName: 'Lin Xia',
    occupation: null,
    birthday: '1990-05-01',
    birthplace: null,
    postalCode: null,
    members: [],
    agent: null,
    contact: null,
    website: null,
    recordCompanyId: null,
    genreIds: ['pop'],
    subGenreIds: [],
    representativeWorks: null,
    introduction: null,
    avatar: null,
    source: 1,
    albumCount: 0,
    songCount: 0,
    ...overrides,
  };
}

/**
 * Fluent's drawer motion cancels its animation on unmount; happy-dom then rejects `finished`,
 * which nothing observes (Chromium does not reject it unobserved). Call in beforeEach.
 */
export function quietFluentMotion(): void {
  const animate = Element.prototype.animate;
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => undefined);
    return animation;
  });
}

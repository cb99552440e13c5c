import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema, validateContactField, ContactLimits } from './contact';
import { searchHelp, parentMenuOf, type HelpEntry, type HelpMenu } from './help';
import { maskAccountNumber } from './payment';

const entry = (id: string, title: string, body: string, menuId = 'm1'): HelpEntry => ({
  id,
  menuId,
  title,
  body,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const ENTRIES = [
  entry('a', '如何上传一张专辑', '在"曲库 > 专辑"中点击"新建专辑"。封面 JPG。'),
  entry('b', 'Batch upload from a spreadsheet', 'Use the Excel template. One track per row.'),
  entry('c', 'Review states', 'A batch of albums may be pending review (11).'),
];

describe('searchHelp', () => {
  it('finds Chinese words inside text without spaces', () => {
    expect(searchHelp(ENTRIES, '新建专辑').map((h) => h.entry.id)).toEqual(['a']);
  });

  it('needs every word, ignores case and full-width letters, ranks title hits first', () => {
    expect(searchHelp(ENTRIES, 'BATCH').map((h) => h.entry.id)).toEqual(['b', 'c']);
    expect(searchHelp(ENTRIES, 'ｂａｔｃｈ excel').map((h) => h.entry.id)).toEqual(['b']);
    expect(searchHelp(ENTRIES, 'batch nothing-like-this')).toEqual([]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchHelp(ENTRIES, '')).toEqual([]);
    expect(searchHelp(ENTRIES, '   ')).toEqual([]);
  });

  it('never throws and only returns entries that hold each word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (query) => {
        for (const hit of searchHelp(ENTRIES, query)) expect(ENTRIES).toContain(hit.entry);
      }),
    );
  });
});

describe('parentMenuOf', () => {
  const menus: HelpMenu[] = [
    { id: 'f1', title: 'One', children: [{ id: 's1', title: 'A', children: [] }] },
    { id: 'f2', title: 'Two', children: [{ id: 's2', title: 'B', children: [] }] },
  ];
  it('finds the first-level menu of a second-level one', () => {
    expect(parentMenuOf(menus, 's2')?.id).toBe('f2');
    expect(parentMenuOf(menus, 'nope')).toBeUndefined();
  });
});

describe('contact form rules', () => {
  it('gives a code per field, the same limits as the server', () => {
    expect(validateContactField('name', '  ')).toBe('required');
    expect(validateContactField('title', 'x'.repeat(ContactLimits.titleMax + 1))).toBe('too-long');
    expect(validateContactField('message', 'Hello')).toBeNull();
    const body = {
      name: 'Ada',
      email: 'ada@example.com',
      title: 'Hi',
      message: 'x'.repeat(ContactLimits.messageMax + 1),
      captchaId: 'id',
      captcha: 'AB12',
    };
    expect(contactSchema.safeParse(body).success).toBe(false);
    expect(contactSchema.safeParse({ ...body, message: 'ok' }).success).toBe(true);
  });
});

describe('maskAccountNumber', () => {
  it('keeps the last four characters only', () => {
    expect(maskAccountNumber('6222 0210 0112 3456 789')).toBe('**** **** 6789');
    expect(maskAccountNumber('GB82WEST12345698765432')).toBe('**** **** 5432');
    expect(maskAccountNumber('123')).toBe('****');
  });
});

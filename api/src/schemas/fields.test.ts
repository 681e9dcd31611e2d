import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import {
  booleanField,
  flagField,
  idField,
  idListField,
  optionalIdField,
  optionalPhoneField,
  optionalText,
  paginationQuery,
  phoneField,
} from './fields.js';

const parsed = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'refused';
};

describe('the shared field schemas', () => {
  it('read ids from JSON numbers and from text, refusing what is not a positive int4', () => {
    for (const [value, expected] of [
      [7, 7],
      ['7', 7],
      [' 7 ', 7],
      ['+7', 7],
      [0, 'refused'],
      ['-1', 'refused'],
      ['1.5', 'refused'],
      ['0x1f', 'refused'],
      ['seven', 'refused'],
      [2_147_483_648, 'refused'],
    ] as const) {
      assert.equal(parsed(idField(), value), expected, JSON.stringify(value));
    }
  });

  it("take '' and null as absent: required ids refuse them, optional ones leave them out", () => {
    assert.equal(parsed(idField(), ''), 'refused');
    assert.equal(parsed(idField(), null), 'refused');
    assert.equal(parsed(optionalIdField(), ''), undefined);
    assert.equal(parsed(optionalIdField(), null), undefined);
  });

  it('take a single id as a list of one', () => {
    assert.deepEqual(parsed(idListField(3), '4'), [4]);
    assert.deepEqual(parsed(idListField(3), ['4', 5]), [4, 5]);
    assert.equal(parsed(idListField(1), [1, 2]), 'refused');
  });

  it('share one idea of true and false; a flag is off unless sent', () => {
    for (const value of [true, 1, '1', 'true', 'on', 'yes']) {
      assert.equal(parsed(booleanField(), value), true, JSON.stringify(value));
      assert.equal(parsed(flagField(), value), true, JSON.stringify(value));
    }
    for (const value of [false, 0, '0', 'false', 'off', 'no', ''])
      assert.equal(parsed(booleanField(), value), false, JSON.stringify(value));
    for (const value of [undefined, null, '', 'false']) assert.equal(parsed(flagField(), value), false, JSON.stringify(value));
    assert.equal(parsed(flagField(), 'maybe'), 'refused');
    assert.equal(parsed(booleanField(), 'maybe'), 'refused');
  });

  it('make blank optional texts null and trim the rest', () => {
    assert.equal(parsed(optionalText(5), '   '), null);
    assert.equal(parsed(optionalText(5), null), null);
    assert.equal(parsed(optionalText(5), ' abc '), 'abc');
    assert.equal(parsed(optionalText(2), 'abc'), 'refused');
  });

  it('store phones without separators, in the format registration takes', () => {
    assert.equal(parsed(phoneField(), '017-0000 0000'), '01700000000');
    assert.equal(parsed(phoneField(), '12'), 'refused');
    assert.equal(parsed(optionalPhoneField(), ''), null);
    assert.equal(parsed(optionalPhoneField(), '+880 1700 000000'), '+8801700000000');
    assert.equal(parsed(optionalPhoneField(), 'call me'), 'refused');
  });

  it('give lists their default page', () => {
    assert.deepEqual(parsed(paginationQuery, {}), { page: 1, per_page: 10 });
    assert.deepEqual(parsed(paginationQuery, { page: '', per_page: '25' }), { page: 1, per_page: 25 });
    assert.equal(parsed(paginationQuery, { per_page: '1000' }), 'refused');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAVED_CAPTION_MAX_CHARS } from '../../shared/limits';
import { PostgrestError } from './errors';
import { readInsertRows, readUpdateChanges, refuseJsonBody } from './insert-body';

/** The PostgREST answer a body earns, as {status, code, message}; or the rows when it is accepted. */
function refusalOf(run: () => unknown): Pick<PostgrestError, 'status' | 'code' | 'message' | 'details'> | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof PostgrestError)) throw error;
    return { status: error.status, code: error.code, message: error.message, details: error.details };
  }
}

const post = { caption: '  Morning light  ', hashtags: ['#sunrise', 'harbour'], mood: 'casual' };

describe('refuseJsonBody', () => {
  it('answers an empty, broken or too deeply nested body with PGRST102', () => {
    expect(refuseJsonBody('empty')).toMatchObject({ status: 400, code: 'PGRST102', details: 'The body is empty.' });
    expect(refuseJsonBody('not-json')).toMatchObject({ status: 400, code: 'PGRST102', details: 'The body is not valid JSON.' });
    expect(refuseJsonBody('too-deep')).toMatchObject({ status: 400, code: 'PGRST102', details: 'The body nests deeper than 32 levels.' });
  });
});

describe('readInsertRows', () => {
  it('takes one object or an array of them, validated and tidied by the shared schema', () => {
    const expected = {
      user_id: undefined,
      caption: 'Morning light',
      hashtags: ['sunrise', 'harbour'],
      mood: 'casual',
      ...{ niche: null, topic: null, website: null, language: null, platform: null, options: null },
    };
    expect(readInsertRows(post, undefined)).toEqual([expected]);
    expect(readInsertRows([post, { ...post, mood: 'playful' }], undefined)).toEqual([expected, { ...expected, mood: 'playful' }]);
    expect(readInsertRows([], undefined)).toEqual([]);
  });

  it('lower-cases a user_id, and answers a malformed or null one in PostgreSQL words', () => {
    const id = randomUUID();
    expect(readInsertRows({ ...post, user_id: id.toUpperCase() }, undefined)[0].user_id).toBe(id);
    expect(refusalOf(() => readInsertRows({ ...post, user_id: 'nope' }, undefined))).toMatchObject({
      status: 400,
      code: '22P02',
      message: 'invalid input syntax for type uuid: "nope"',
    });
    expect(refusalOf(() => readInsertRows({ ...post, user_id: 42 }, undefined))).toMatchObject({ code: '22P02' });
    expect(refusalOf(() => readInsertRows({ ...post, user_id: null }, undefined))).toMatchObject({ code: '23502' });
  });

  it.each([
    ['caption', { hashtags: [], mood: 'casual' }],
    ['caption', { caption: null, hashtags: [], mood: 'casual' }],
    ['mood', { caption: 'x', hashtags: [] }],
    ['mood', { caption: 'x', mood: null }],
    ['hashtags', { caption: 'x', hashtags: null, mood: 'casual' }],
  ])('answers a missing or null %s with 23502 (not-null)', (column, row) => {
    expect(refusalOf(() => readInsertRows(row, undefined))).toEqual({
      status: 400,
      code: '23502',
      message: `null value in column "${column}" of relation "saved_posts" violates not-null constraint`,
      details: null,
    });
  });

  it('answers what breaks the schema with 23514, naming the column in the check constraint', () => {
    expect(refusalOf(() => readInsertRows({ ...post, caption: 'y'.repeat(SAVED_CAPTION_MAX_CHARS + 1) }, undefined))).toEqual({
      status: 400,
      code: '23514',
      message: `caption must be at most ${SAVED_CAPTION_MAX_CHARS} characters`,
      details: 'new row for relation "saved_posts" violates check constraint "saved_posts_caption_check"',
    });
    expect(refusalOf(() => readInsertRows({ ...post, hashtags: ['ok', 'a#b'] }, undefined))).toMatchObject({
      code: '23514',
      details: 'new row for relation "saved_posts" violates check constraint "saved_posts_hashtags_check"',
    });
    expect(refusalOf(() => readInsertRows({ ...post, mood: 'grumpy' }, undefined))).toMatchObject({
      code: '23514',
      details: 'new row for relation "saved_posts" violates check constraint "saved_posts_mood_check"',
    });
  });

  it('refuses every row when one is bad: the insert is all or nothing', () => {
    expect(refusalOf(() => readInsertRows([post, { ...post, mood: 'nope' }], undefined))).toMatchObject({ code: '23514' });
  });

  it('answers an id or created_at from the client with 428C9: the server sets them', () => {
    expect(refusalOf(() => readInsertRows({ ...post, id: randomUUID() }, undefined))).toMatchObject({
      code: '428C9',
      message: 'cannot insert a non-DEFAULT value into column "id"',
    });
    expect(refusalOf(() => readInsertRows({ ...post, created_at: '2020-01-01T00:00:00Z' }, undefined))).toMatchObject({ code: '428C9' });
  });

  it('answers an unknown key with PGRST204, unless columns= leaves it out', () => {
    expect(refusalOf(() => readInsertRows({ ...post, likes: 3 }, undefined))).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'likes' column of 'saved_posts' in the schema cache",
    });
    expect(readInsertRows({ ...post, likes: 3 }, ['caption', 'hashtags', 'mood'])).toHaveLength(1);
    // columns= also decides what is taken: a required column left out of it is missing.
    expect(refusalOf(() => readInsertRows(post, ['caption', 'hashtags']))).toMatchObject({ code: '23502' });
  });

  it('answers a body that is not objects with PGRST102', () => {
    for (const body of ['caption', 3, null, [post, 'x'], [[post]]]) {
      expect(refusalOf(() => readInsertRows(body, undefined))).toMatchObject({ status: 400, code: 'PGRST102' });
    }
  });
});

describe('readUpdateChanges', () => {
  it('takes only the keys sent, validated and tidied like an insert', () => {
    expect(readUpdateChanges({ caption: '  Fixed typo ' }, undefined)).toEqual({ caption: 'Fixed typo' });
    expect(readUpdateChanges({ hashtags: ['#a', 'b'], niche: '' }, undefined)).toEqual({ hashtags: ['a', 'b'], niche: null });
    expect(readUpdateChanges({}, undefined)).toEqual({});
  });

  it.each(['id', 'user_id', 'created_at', 'updated_at'])('answers a change to %s with 428C9: it cannot be changed', (column) => {
    expect(refusalOf(() => readUpdateChanges({ caption: 'x', [column]: randomUUID() }, undefined))).toMatchObject({
      status: 400,
      code: '428C9',
      message: `column "${column}" can only be updated to DEFAULT`,
    });
  });

  it('answers null where a value is required, a broken value, an unknown key and a body that is not one object', () => {
    expect(refusalOf(() => readUpdateChanges({ caption: null }, undefined))).toMatchObject({ code: '23502' });
    expect(refusalOf(() => readUpdateChanges({ caption: ' ' }, undefined))).toMatchObject({ code: '23514', message: 'caption cannot be empty' });
    expect(refusalOf(() => readUpdateChanges({ likes: 1 }, undefined))).toMatchObject({ code: 'PGRST204' });
    expect(refusalOf(() => readUpdateChanges([{ caption: 'x' }], undefined))).toMatchObject({ code: 'PGRST102' });
  });
});

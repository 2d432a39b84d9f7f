// The three-way merge on its own: one side's changes are taken, equal changes are no conflict, and a
// field both changed differently is the only one asking for a choice; nested objects merge per field.
import { describe, expect, it } from 'vitest';
import { mergeValues } from './merge';

const base = {
  title: 'Blues',
  subtitle: 'Old',
  author: 'Ann',
  genres: ['a'],
  content: { audioList: [{ title: 'A' }], videoList: [] as { title: string }[] },
};

describe('mergeValues', () => {
  it('takes their change where only they changed and keeps ours where only we did', () => {
    const merge = mergeValues(
      base,
      { ...base, author: 'Bob' },
      { ...base, subtitle: 'New', genres: ['a', 'b'] },
    );
    expect(merge.values).toEqual({ ...base, author: 'Bob', subtitle: 'New', genres: ['a', 'b'] });
    expect(merge.ourChanges).toEqual([{ path: 'author', ours: 'Bob', theirs: 'Ann' }]);
    expect(merge.theirChanges.map((change) => change.path)).toEqual(['subtitle', 'genres']);
    expect(merge.conflicts).toEqual([]);
  });

  it('asks only about a field both changed to different values, keeping ours until chosen', () => {
    const merge = mergeValues(
      base,
      { ...base, title: 'Mine', author: 'Bob' },
      { ...base, title: 'Theirs', subtitle: 'New' },
    );
    expect(merge.conflicts).toEqual([{ path: 'title', ours: 'Mine', theirs: 'Theirs' }]);
    expect(merge.values).toMatchObject({ title: 'Mine', author: 'Bob', subtitle: 'New' });
  });

  it('sees the same change on both sides as no conflict, and lists compare by value', () => {
    const merge = mergeValues(
      base,
      { ...base, subtitle: 'Same', genres: ['a', 'b'] },
      { ...base, subtitle: 'Same', genres: ['a', 'b'] },
    );
    expect(merge.conflicts).toEqual([]);
    expect(merge.ourChanges).toEqual([]);
    expect(merge.theirChanges).toEqual([]);
    expect(merge.values).toEqual({ ...base, subtitle: 'Same', genres: ['a', 'b'] });
  });

  it('merges nested objects per field: their audio list and our video list are both kept', () => {
    const videos = [{ title: 'V' }];
    const audio = [{ title: 'A' }, { title: 'B' }];
    const merge = mergeValues(
      base,
      { ...base, content: { ...base.content, videoList: videos } },
      { ...base, content: { ...base.content, audioList: audio } },
    );
    expect(merge.values.content).toEqual({ audioList: audio, videoList: videos });
    expect(merge.conflicts).toEqual([]);
    expect(merge.theirChanges.map((change) => change.path)).toEqual(['content.audioList']);
    expect(merge.ourChanges.map((change) => change.path)).toEqual(['content.videoList']);
  });
});

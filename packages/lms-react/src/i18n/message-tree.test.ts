import { describe, expect, it } from 'vitest';
import { mergeMessageTrees } from './message-tree';

describe('mergeMessageTrees', () => {
  it('combines the namespaces of area files, nested ones too', () => {
    expect(mergeMessageTrees([{ a: { x: '1' } }, { a: { y: '2' }, b: '3' }])).toEqual({
      a: { x: '1', y: '2' },
      b: '3',
    });
  });

  it('refuses a message that two files define, naming it', () => {
    expect(() => mergeMessageTrees([{ a: { x: '1' } }, { a: { x: '2' } }])).toThrow('"a.x"');
  });
});

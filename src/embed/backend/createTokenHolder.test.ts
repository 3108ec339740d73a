import { describe, expect, it } from 'vitest';
import { createTokenHolder } from './createTokenHolder';

describe('createTokenHolder', () => {
  it('holds the token the host set, and the fresh one a refresh brings', async () => {
    const tokens = createTokenHolder();
    expect(tokens.source.current()).toBeNull();
    expect(await tokens.source.refresh()).toBeNull();

    tokens.set('first');
    expect(tokens.source.current()).toBe('first');

    const answers = ['fresh', null];
    tokens.askWith(() => Promise.resolve(answers.shift() ?? null));
    expect(await tokens.source.refresh()).toBe('fresh');
    expect(tokens.source.current()).toBe('fresh');
    // A host with no token to give leaves the one there was.
    expect(await tokens.source.refresh()).toBeNull();
    expect(tokens.source.current()).toBe('fresh');
  });
});

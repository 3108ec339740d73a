import { describe, expect, it } from 'vitest';
import { editTargetName } from './EditTarget';

describe('editTargetName', () => {
  it.each([
    ['Fare', '2.80 EUR', 'Fare: 2.80 EUR — edit'],
    ['title', 'Free coffee', 'Title: Free coffee — edit'],
    ['logo', '', 'Edit logo'],
    ['logo', '   ', 'Edit logo'],
    ['the first one not shown', undefined, 'Edit the first one not shown'],
  ])('%s showing %j is named %j', (name, says, expected) => {
    expect(editTargetName(name, says)).toBe(expected);
  });
});

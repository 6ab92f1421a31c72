import { describe, expect, it } from 'vitest';
import { flash, takeFlash } from './session-flash.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('flash notifications', () => {
  it('are shown once, on the next page', () => {
    const storage = memoryStorage();
    flash({ type: 'positive', text: 'Welcome back, Alex' }, storage);
    expect(takeFlash(storage)).toEqual({ type: 'positive', text: 'Welcome back, Alex' });
    expect(takeFlash(storage)).toBeNull();
  });

  it('ignore what they cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('stayfront.flash', '{"type":"shout","text":"x"}');
    expect(takeFlash(storage)).toBeNull();
    storage.setItem('stayfront.flash', 'not json');
    expect(takeFlash(storage)).toBeNull();
    expect(takeFlash(undefined)).toBeNull();
  });
});

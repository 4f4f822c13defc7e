import { STORAGE_KEYS } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from './browser-storage';
import { readStoredForm } from './lead-storage';
import { rememberTyped } from './remember-typed';

function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('rememberTyped', () => {
  it('saves name, e-mail (also lead_email) and phone as typed, and the wizard reads them back', () => {
    const store = memoryStore();
    let last = rememberTyped(store, { name: 'An', email: 'Ann@Example', phone: '(561) 5' });
    last = rememberTyped(store, { name: 'Ann', email: 'Ann@Example.com', phone: '(561) 555' }, last);
    expect(store.getItem(STORAGE_KEYS.leadEmail)).toBe('Ann@Example.com');
    expect(readStoredForm(store)).toEqual({ name: 'Ann', email: 'Ann@Example.com', phone: '(561) 555' });
    rememberTyped(store, { name: '', email: 'Ann@Example.com', phone: '(561) 555' }, last);
    expect(readStoredForm(store)).toEqual({ email: 'Ann@Example.com', phone: '(561) 555' });
  });
});

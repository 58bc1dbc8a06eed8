import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clubName, copiedId } from './clone-clubs.js';

test('a copied id is the same wherever the old id appears in one copy, and differs between copies', () => {
  const id = '0b0f6c8e-1d2a-4f5b-9c3d-7e8f9a0b1c2d';
  assert.equal(copiedId(id, 7), copiedId(id, 7));
  assert.notEqual(copiedId(id, 7), copiedId(id, 8));
  assert.notEqual(copiedId(id, 7), id);
  assert.match(copiedId(id, 7), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('club names sort in the order of their numbers (the bench seeds the next ones by name)', () => {
  assert.equal(clubName(42), 'club-0042');
  assert.ok(clubName(999) < clubName(1000));
});

// Runs the block index (scripts/block-index.mjs) as part of `pnpm test:unit`: every block type has
// its catalogue entry, renderer, editor sample and names; a new type without them fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { blockIndex, files, templateTypes } from './block-index.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const text = (path) => readFileSync(new URL(path, `file://${repoRoot}`), 'utf8');

describe('the block index', () => {
  it('finds every part of every block type', () => {
    const rows = blockIndex();
    assert.equal(rows.length, templateTypes().length);
    assert.ok(rows.length >= 25, `${rows.length} types`);
    assert.deepEqual(
      rows.filter((row) => row.missing.length > 0).map((row) => `${row.type}: ${row.missing.join(', ')}`),
      [],
    );
    const event = rows.find((row) => row.type === 'EVENT');
    assert.equal(event.renderer, 'mf-content/src/features/events/components/EventBlock.tsx');
    assert.equal(rows.find((row) => row.type === 'COURSE').renderer, 'mf-checkout/src/exposes/CourseBlock.tsx');
    assert.deepEqual(event.names, ['Veranstaltung', 'Event']);
  });

  it('names each part a new type still lacks, and where to add it', () => {
    const types = text(files.types).replace("  'EVENT',\n", "  'EVENT',\n  'POLL',\n");
    const [poll] = blockIndex({ [files.types]: types }).filter((row) => row.type === 'POLL');
    assert.deepEqual(poll.missing, [
      `catalogue entry (${files.catalogue})`,
      `renderer (${files.registry} or ${files.foreign})`,
      `editor sample (${files.samples})`,
      `name in ${files.names.de} and ${files.names.en} (types.POLL)`,
    ]);
  });
});

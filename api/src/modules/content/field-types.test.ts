import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contracts } from '../../lib/contracts.js';
import { isRichTextFieldType, isTextFieldType } from './field-types.js';

describe('text and rich-text field types, from the contracts’ field kinds', () => {
  it('names the texts (translated per language) and, among them, the rich texts', () => {
    assert.deepEqual(contracts.fieldTypes.filter(isTextFieldType), [
      'H1',
      'H2',
      'TEXT',
      'LONG_TEXT',
      'SHORT_TEXT',
      'SHORT_TEXT_1',
      'SHORT_TEXT_2',
      'SHORT_TEXT_3',
      'TEXT_EDITOR',
      'TEXT_EDITOR_2',
      'BUTTON_TEXT',
    ]);
    assert.deepEqual(contracts.fieldTypes.filter(isRichTextFieldType), ['TEXT_EDITOR', 'TEXT_EDITOR_2']);
    assert.equal(isTextFieldType('UNKNOWN'), false);
  });
});

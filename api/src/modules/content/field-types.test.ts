import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contracts } from '../../lib/contracts.js';
import { isRichTextFieldType, isTextFieldType } from './field-types.js';

describe('text and rich-text field types, from the contracts’ field kinds', () => {
  it('names the texts (translated per language) and, among them, the rich texts', () => {
    const texts = contracts.fieldTypes.filter(isTextFieldType);
    for (const words of ['H1', 'TEXT', 'LONG_TEXT', 'SHORT_TEXT_3', 'TEXT_EDITOR_2', 'BUTTON_TEXT'])
      assert.ok(texts.includes(words as never), `${words} is a text`);
    for (const neutral of [
      'BUTTON_LINK',
      'LINK',
      'PHOTO',
      'DATE',
      'NUMBER_2',
      'DROPDOWN_3',
      'PRICE',
      'CHECK_BOX_1',
      'EMAIL',
    ])
      assert.ok(!texts.includes(neutral as never), `${neutral} is stored once for both languages`);
    assert.equal(texts.length, 11);
    assert.deepEqual(contracts.fieldTypes.filter(isRichTextFieldType), ['TEXT_EDITOR', 'TEXT_EDITOR_2']);
    assert.equal(isTextFieldType('UNKNOWN'), false);
  });
});

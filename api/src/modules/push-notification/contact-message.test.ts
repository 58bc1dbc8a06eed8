import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeContactMail } from './contact-message.js';

describe('contact mail text', () => {
  const forged = [
    'Hello,',
    'E-Mail: attacker@evil.example',
    'Name: Vorstand',
    '=== Ende der Nachricht / End of message ===',
    'Seite / Page: /admin\r\nBcc: x@evil.example\u0007',
  ].join('\n');
  const { text } = composeContactMail({
    page: '/contact-us',
    name: 'Max Mustermann',
    email: 'max@example.org',
    message: forged,
  });
  const lines = text.split('\n');

  it('keeps the sender fields unmistakable: message lines are quoted', () => {
    assert.deepEqual(
      lines.filter((line) => line.startsWith('E-Mail:')),
      ['E-Mail: max@example.org'],
    );
    assert.deepEqual(
      lines.filter((line) => line.startsWith('Name:')),
      ['Name: Max Mustermann'],
    );
    assert.equal(lines.filter((line) => line.startsWith('=== Ende')).length, 1, 'the message cannot end its own block');
    assert.ok(lines.includes('> E-Mail: attacker@evil.example'));
    assert.ok(lines.includes('> Bcc: x@evil.example'), 'carriage returns and control characters are dropped');
  });

  it('is plain text with the sender block before the message', () => {
    assert.ok(text.indexOf('Sender (checked by the form)') < text.indexOf('Message from the sender'));
    assert.doesNotMatch(text, /<[a-z]/i);
  });
});

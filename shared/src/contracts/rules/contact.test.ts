import * as v from 'valibot';
import { contactEmailRequestSchema, normaliseName, validateContactForm } from './contact';

describe('contact form schema', () => {
  it('accepts a valid form and normalises the name', () => {
    const result = validateContactForm({ name: '  Jürgen   Weiß ', email: ' a.b@club.de ', message: 'Hallo' });
    expect(result).toEqual({ success: true, output: { name: 'Jürgen Weiß', email: 'a.b@club.de', message: 'Hallo' } });
  });

  it('reports the mandatory message for every empty field', () => {
    const result = validateContactForm({ name: '   ', email: '', message: ' ' });
    expect(result).toEqual({
      success: false,
      errors: { name: 'validation.mandatory', email: 'validation.mandatory', message: 'validation.mandatory' },
    });
  });

  it.each(['A', 'R2D2', 'Anna-Lena', 'x'.repeat(31)])('rejects the name %p', (name) => {
    const result = validateContactForm({ name, email: 'a@b.de', message: 'm' });
    expect(result.success ? null : result.errors.name).toBe('validation.textInvalid');
  });

  it.each(['plain', 'a@b', '@b.de', 'a b@c.de'])('rejects the e-mail %p', (email) => {
    const result = validateContactForm({ name: 'Anna', email, message: 'm' });
    expect(result.success ? null : result.errors.email).toBe('validation.invalidEmail');
  });

  it('collapses inner whitespace', () => {
    expect(normaliseName(' Max \t Mustermann ')).toBe('Max Mustermann');
  });

  it('validates the email request the API receives', () => {
    const body = {
      to: 'info@demo.club',
      messageProperties: { page: '/contact-us', name: 'Anna', email: 'anna@x.de', message: 'Hi' },
      emailTemplateEnum: 'JOIN_COURSE',
    };
    expect(v.safeParse(contactEmailRequestSchema, body).success).toBe(true);
    expect(v.safeParse(contactEmailRequestSchema, { ...body, emailTemplateEnum: 'OTHER' }).success).toBe(false);
  });
});

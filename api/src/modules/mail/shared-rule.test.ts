import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contracts } from '../../lib/contracts.js';
import { bearer, buildTestApp, orgId, visitorToken } from '../../testing/test-helpers.js';

// One rule, two ends: the contact form validates with contracts.validateContactForm and the API
// runs the same schema. Changing the shared name length changes both answers at once.
describe('the shared name rule', () => {
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
  });
  after(() => app.close());

  const name = 'Annabelle Schmidt'; // 17 characters
  const send = () =>
    app.inject({
      method: 'POST',
      url: `/api/push-notification-service/organizations/${demoId}/email/contact-1`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: {
        messageProperties: { page: '/contact', name, email: 'anna@example.org', message: 'Hello' },
        emailTemplateEnum: 'JOIN_COURSE',
      },
    });
  const formAnswer = () => contracts.validateContactForm({ name, email: 'anna@example.org', message: 'Hello' });

  it('accepts the name under the spec length on both ends', async () => {
    assert.equal((await send()).statusCode, 200);
    assert.equal(formAnswer().success, true);
  });

  it('refuses it on both ends, with the same words, once the shared maximum is 10', async () => {
    const { max } = contracts.nameLength;
    contracts.nameLength.max = 10;
    try {
      const response = await send();
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /messageProperties\.name: Please use 2 to 30 letters and spaces only\./);
      const form = formAnswer();
      assert.equal(form.success, false);
      assert.equal(!form.success && form.errors.name, 'validation.textInvalid');
    } finally {
      contracts.nameLength.max = max;
    }
  });
});

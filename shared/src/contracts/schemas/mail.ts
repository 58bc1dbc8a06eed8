import * as v from 'valibot';

// The contact form's answer, declared once in valibot: the endpoint's answer type is inferred
// from it and the API serialises with it (issue 38 item 1).

export const contactMailSentSchema = v.object({
  id: v.pipe(v.string(), v.description('Outbox id of the stored message')),
  status: v.picklist(['sent', 'pending']),
});
export type ContactMailSent = v.InferOutput<typeof contactMailSentSchema>;

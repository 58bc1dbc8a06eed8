import * as v from 'valibot';

// The attendance list's answer (issue 21, issue 35 item 2), declared once in valibot: the
// endpoint's answer type is inferred from it and the API serialises with it (issue 38 item 1).

/** One participant of a date, with attendance (null: not marked yet). */
export const participantSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  present: v.nullable(v.boolean()),
  /** Set for a child booked by a guardian (issue 21 item 4): the guardians' names. */
  guardians: v.nullable(v.array(v.string())),
  /** Issue 35: the answer given before the date (true: attending, false: not attending, null: none). */
  attending: v.nullable(v.boolean()),
});

export const dateParticipantsSchema = v.object({
  date: v.object({
    id: v.string(),
    eventsGroupId: v.string(),
    startDateTime: v.string(),
    endDateTime: v.string(),
    cancelled: v.boolean(),
    place: v.string(),
  }),
  participants: v.array(participantSchema),
});

export type Participant = v.InferOutput<typeof participantSchema>;
export type DateParticipants = v.InferOutput<typeof dateParticipantsSchema>;

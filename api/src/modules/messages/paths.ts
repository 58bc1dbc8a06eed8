// The addresses of a message mail's links (under the API prefix), built from the club's public origin.
export const messagesBase = '/messages-service/organizations/:orgId';
export const unsubscribeRoute = `${messagesBase}/unsubscribe/:token`;
export const answerRoute = `${messagesBase}/date-answer/:token`;

export const unsubscribePath = (orgId: string, token: string) =>
  unsubscribeRoute.replace(':orgId', orgId).replace(':token', token);
export const answerPath = (orgId: string, token: string) =>
  answerRoute.replace(':orgId', orgId).replace(':token', token);

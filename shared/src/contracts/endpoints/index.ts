// Every call of the API, declared once per area (method, path, access, body and query rules, the
// answer's type). The API registers its routes from these declarations (api/src/lib/endpoint-route.ts);
// the front end calls them with `call(endpoint, input)` from @club/shared. A remote imports the
// area it needs: `import { listNews } from '@club/shared/contracts/endpoints/news'`.
export * from './define';
export * as newsEndpoints from './news';
export * as calendarEndpoints from './calendar';
export * as usersEndpoints from './users';
export * as familiesEndpoints from './families';
export * as sessionEndpoints from './session';
export * as memberListsEndpoints from './member-lists';
export * as gdprEndpoints from './gdpr';
export * as membershipsEndpoints from './memberships';
export * as ordersEndpoints from './orders';
export * as walletsEndpoints from './wallets';
export * as productsEndpoints from './products';
export * as contentReadEndpoints from './content-reads';
export * as contentEndpoints from './content';
export * as multimediaEndpoints from './multimedia';
export * as mailEndpoints from './mail';
export * as accessEndpoints from './access';
export * as ledgerEndpoints from './ledger';
export * as memberSelfEndpoints from './member-self';
export * as memberImportEndpoints from './member-import';
export * as messagesEndpoints from './messages';
export * as pushEndpoints from './push';
export * as eventsEndpoints from './events';
export * as eventPaymentsEndpoints from './event-payments';

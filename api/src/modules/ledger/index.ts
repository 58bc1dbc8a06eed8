// The treasurer's ledger (issue 33 item 4); see README.md.
export { ledgerRoutes } from './routes.js';

// What other modules may use of memberships (they import nothing else from this folder).
import './tables.js';
/** The CSV for German spreadsheets (members.csv's rules); the ledger's CSV uses it too. */
export { berlinTimeCell, csvText, dateCell, toCsv } from './lists/csv.js';

// What other modules may use of events (they import nothing else from this folder).
import './tables.js';

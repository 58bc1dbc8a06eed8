// What other modules may use of mail (they import nothing else from this folder).
export { deliver, senderAddress, type DeliveryOutcome } from './outbox-delivery.js';
export { addToOutbox } from './outbox-repository.js';

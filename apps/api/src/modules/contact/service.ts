// What other modules do with contact messages: an erased account's messages go with it.
export { forgetMessagesFrom } from './repository.js';

import { registerMessages } from './messageRegistry';
import { errorMessages } from './messages/errors';

/**
 * The error texts, registered when the first module that shows one loads (errorMessage.ts: a form, or an API answer
 * without a text of its own), not at start-up. A shared singleton like sharedMessages.ts: a page fetches them once.
 */
registerMessages(errorMessages);

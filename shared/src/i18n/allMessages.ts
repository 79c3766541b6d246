import { en, sr } from './dictionaries';
import { registerMessages } from './messageRegistry';

/** Every group at once: for the API and tools (through ./core), and for tests, which render any package's parts. */
registerMessages({ sr, en });

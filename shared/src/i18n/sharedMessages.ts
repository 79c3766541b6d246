import { registerMessages } from './messageRegistry';
import { commonMessages } from './messages/common';
import { sharedUiMessages } from './messages/shared-ui';
import { shellMessages } from './messages/shell';

/**
 * The groups every page needs, whatever remotes it shows: common words, the shell's (navigation and page names that
 * remotes use too) and @shop/shared's own components; the error texts follow when needed (errorTexts.ts).
 * translate.ts imports this file; it is a shared singleton, so a page runs the shell's copy and no remote downloads
 * these texts again.
 */
registerMessages(commonMessages, shellMessages, sharedUiMessages);

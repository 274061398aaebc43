// The default language's shell messages, bundled with the library's pages: an i18n instance starts with them
// (the action-plan frame starts with the basics only).
import basics from './messages/basics/en-US.json';
import rest from './messages/en-US.json';
import type { MessageTree } from './message-tree';

// The two files share no top-level key (messages.test.ts merges them strictly), so a spread joins them.
export const DEFAULT_SHELL_MESSAGES: MessageTree = { ...basics, ...rest };

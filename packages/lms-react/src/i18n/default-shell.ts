// The default language's shell messages, bundled with the library's pages: an i18n instance starts with them
// (the action-plan frame starts with the basics only).
import basics from './messages/basics/en-US.json';
import rest from './messages/en-US.json';
import { mergeMessageTrees, type MessageTree } from './message-tree';
import routeTitles from './route-titles/en-US.gen';

// The areas' page titles join the shell's own (`route.<name>`); a key in two files throws.
export const DEFAULT_SHELL_MESSAGES: MessageTree = mergeMessageTrees([basics, rest, routeTitles]);

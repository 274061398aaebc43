// jsdom ships no types and @types/jsdom is not installed; the build test uses only its constructor and window.
declare module 'jsdom';

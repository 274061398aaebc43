// Vite's `?url` imports: the module's default export is the public URL of the file the bundler emitted.
declare module '*?url' {
  const url: string;
  export default url;
}

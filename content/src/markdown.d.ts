// Vite, Vitest and the API's bundler load `*.md?raw` as the file's text.
declare module '*.md?raw' {
  const markdown: string;
  export default markdown;
}

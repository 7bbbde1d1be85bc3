// Vite inlines a stylesheet imported with `?inline` as its text (the elements adopt it into each shadow root).
declare module '*.css?inline' {
  const css: string
  export default css
}

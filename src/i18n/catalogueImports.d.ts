// Catalogue parts imported as `./locales/<lang>.json?part=shell|rest` (vite.config.ts splits them).
declare module '*?part=shell' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}

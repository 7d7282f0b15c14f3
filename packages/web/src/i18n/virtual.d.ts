declare module 'virtual:messages/*' {
  /** Compiled messages by id (packages/web/vite.messages.ts). */
  const messages: import('@lingui/core').Messages;
  export default messages;
}

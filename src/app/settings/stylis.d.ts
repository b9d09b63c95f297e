// `stylis` (a peer dependency of stylis-plugin-rtl and a dependency of @emotion/cache) ships no
// types; declare the two names we and stylis-plugin-rtl's declarations use.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}

import type { StoreTheme } from './theme';

// Every package that imports shared-sdk gets a typed `props.theme` in styled-components.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends StoreTheme {}
}

// What the install-app feature offers the header: its button, shown where the browser offers to install the store.
export { InstallAppButton } from './install-app-button';

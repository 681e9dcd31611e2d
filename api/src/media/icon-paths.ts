/** What a browser asks for on its own, and what every page's head links (the shell's index.html, rendering/server-pages.ts). */
export const FAVICON_PATH = '/favicon.ico';
/** What iOS asks for on its own for a home-screen icon, and what every page's head links too. */
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';

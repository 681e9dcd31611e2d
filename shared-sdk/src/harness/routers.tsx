// Routers for a remote's harness and tests: the shell owns the app's router, and these are what a
// remote needs to render its pages alone. Not part of the runtime surface ('shared-sdk' is).
export { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';

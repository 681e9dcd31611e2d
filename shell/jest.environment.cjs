// jsdom lacks the fetch API classes that react-router's data routers build on (every navigation
// creates a Request). Lend it Node's, with Node's AbortController so a Request accepts its signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithFetch;

import { Agent, setGlobalDispatcher } from 'undici';

// Every fetch of the test process (the tests' API calls, the server's readiness check) has a
// connection of its own. Those calls come seconds apart, between browser steps, and Node's fetch
// keeps an idle connection for the server's keep-alive hint less 2 s, counted in ticks of a coarse
// timer that fall behind when this process is starved: on a loaded machine it sent a request down a
// connection the server was closing at that moment, and the call failed with "fetch failed"
// (docs/testing.md, "Waits that follow progress"). Without pipelining, undici closes each
// connection after its answer.
setGlobalDispatcher(new Agent({ pipelining: 0 }));

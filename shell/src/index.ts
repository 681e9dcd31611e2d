// Two ways in: a page of islands (its #root marked by the server, docs/islands.md) loads the islands'
// boot, which never loads the app, its router or its pages; any other page loads the app.
const root = document.getElementById('root');
if (root?.hasAttribute('data-islands')) {
  // A remote's island that wakes with the page needs the federation runtime: its chunk comes beside
  // the islands' boot rather than after it. A page of the shell's islands only never fetches it.
  if (root.querySelector('sf-island[data-island][data-wake="load"]:not([data-island^="shell/"])')) {
    // The boot asks for it again, and says so, should it fail here.
    void import(/* webpackChunkName: "federation" */ './composition/federation-runtime').catch(() => undefined);
  }
  void import(/* webpackChunkName: "islands" */ './app/islands-entry');
} else void import('./app/bootstrap');

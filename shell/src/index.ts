// The async boundary Module Federation needs: shared modules (react, mobx...) are negotiated with the
// remotes before any code that imports them runs. A page of islands (its #root marked by the server,
// docs/islands.md) loads the islands' boot, which never loads the app, its router or its pages.
if (document.getElementById('root')?.hasAttribute('data-islands')) void import(/* webpackChunkName: "islands" */ './app/islands-entry');
else void import('./app/bootstrap');

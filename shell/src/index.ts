// The async boundary Module Federation needs: shared modules (react, mobx...) are negotiated with the
// remotes before any code that imports them runs.
void import('./app/bootstrap');

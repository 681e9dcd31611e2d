// The async boundary Module Federation needs: the shared singletons (react, shared-sdk, ...) are
// negotiated before bootstrap's static imports run.
void import('./bootstrap');

// The icon set lives in shared-sdk (src/ui/icon.tsx), one for the shell and the remotes; this name
// stays for the toasts, which import it from here.
export { Icon, type IconName } from 'shared-sdk';

// notify() takes the toast store and the placement rules from here, and ToasterHost the toaster:
// the three load as one file, with no preload list for the sign-in screen's code to carry
// (docs/decisions/012, 020).
export { Toaster } from '../components/ui/toaster';
export { dismissToast, showToast } from './toast-store';
export { chooseToastPlacement } from './toast-position';

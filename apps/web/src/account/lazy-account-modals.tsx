import { whenOpened } from '../lazy/when-opened.tsx';

/** The account modals, each loaded when it first opens (see `whenOpened`). */
export const LazyLoginModal = whenOpened(() =>
  import('./login-modal.tsx').then((module) => module.LoginModal),
);
export const LazyEditProfileModal = whenOpened(() =>
  import('./edit-profile-modal.tsx').then((module) => module.EditProfileModal),
);
export const LazyMyAnalysesModal = whenOpened(() =>
  import('./my-analyses-modal.tsx').then((module) => module.MyAnalysesModal),
);
export const LazyPasswordResetModal = whenOpened(() =>
  import('./password-reset-modal.tsx').then((module) => module.PasswordResetModal),
);

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * The account and feedback modals open only on demand, so they load then rather than with the first
 * paint (the initial bundle stays within its 250 KB budget). Each renders nothing while closed.
 */
function whenOpened<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyWhenOpened(props: Props) {
    if (!props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

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
export const LazyFeedbackModal = whenOpened(() =>
  import('../feedback/feedback-modal.tsx').then((module) => module.FeedbackModal),
);

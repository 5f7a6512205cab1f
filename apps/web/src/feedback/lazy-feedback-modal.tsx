import { whenOpened } from '../lazy/when-opened.tsx';

/** The feedback modal of the menu, loaded when it first opens (see `whenOpened`). */
export const LazyFeedbackModal = whenOpened(() =>
  import('./feedback-modal.tsx').then((module) => module.FeedbackModal),
);

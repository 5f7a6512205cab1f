import { PageFrame } from '../layout/page-frame.tsx';
import { TopBarFrame } from '../layout/top-bar-frame.tsx';
import { HomeHero } from '../pages/home/home-hero.tsx';

/** Marks the first screen in the page, so the app knows it came prerendered. */
export const firstScreenAttribute = 'data-first-screen';

/**
 * The first screen of the main page as drawn before the app has started: the top bar's frame and
 * the welcome, in the very markup and styles the app then draws (so nothing moves when it does).
 * Prerendered at build time; the app shows it too while its start-up steps run.
 */
export function FirstScreen() {
  return (
    <div {...{ [firstScreenAttribute]: '' }}>
      <PageFrame top={<TopBarFrame />}>
        <HomeHero />
      </PageFrame>
    </div>
  );
}

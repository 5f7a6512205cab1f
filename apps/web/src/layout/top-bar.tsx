import { ActionIcon, Anchor, Button, Group, Menu } from '@mantine/core';
import { useViewportWidth } from '../hooks/use-viewport-width.ts';
import {
  IconAlertTriangle,
  IconBriefcase,
  IconChevronDown,
  IconFileText,
  IconFolder,
  IconLock,
  IconLogout,
  IconMenu2,
  IconMessage,
  IconUserEdit,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccount, useSavedAnalyses } from '../account/account-context.tsx';
import {
  LazyEditProfileModal,
  LazyLoginModal,
  LazyMyAnalysesModal,
} from '../account/lazy-account-modals.tsx';
import { LazyFeedbackModal } from '../feedback/lazy-feedback-modal.tsx';
import { breakpoints } from '../theme/breakpoints.ts';
import { usePortfolioList } from '../api/portfolio-list.ts';
import { useProductConfig } from '../config/product-config.tsx';
import {
  navigationLinks,
  portfolioLink,
  pricingLink,
  type NavigationLink,
} from './navigation-links.ts';
import { TopBarFrame } from './top-bar-frame.tsx';
import classes from './top-bar.module.css';

/**
 * The top bar: logo, new-tab links, Pricing, and the menu. Links that do not fit the viewport move
 * into the menu (About, Our Solutions and Data & Methods under 1000 px, Portfolio under 640 px,
 * Contact under 480 px, Pricing under 400 px); under 360 px the menu is an icon. The menu always
 * lists Portfolio, so the page is found in the same place at every width.
 */
export function TopBar() {
  const { supportEmail } = useProductConfig();
  const { account } = useAccount();
  const [loginOpened, setLoginOpened] = useState(false);
  const viewportWidthPx = useViewportWidth();
  const isMobile = viewportWidthPx < breakpoints.mobileNavbar;
  // Ultra-mobile (under 360 px): the logo's mark alone (top-bar.module.css), a compact Login and
  // the menu as an icon, so the bar holds its controls at 320 px with room to tap them.
  const isUltraMobile = viewportWidthPx < breakpoints.ultraMobileNavbar;
  const links = [...navigationLinks(supportEmail), portfolioLink, pricingLink];
  const inline = links.filter((link) => viewportWidthPx >= link.inlineAboveWidthPx);
  // Portfolio has its own fixed entry in the menu.
  const inMenu = links.filter(
    (link) => viewportWidthPx < link.inlineAboveWidthPx && link !== portfolioLink,
  );

  return (
    <TopBarFrame routed>
      <Group gap={isMobile ? 4 : 'lg'} wrap="nowrap" component="nav" aria-label="Main">
        {inline.map((link) => (
          <NavigationAnchor key={link.label} link={link} />
        ))}
        {account === undefined && (
          <Button
            variant="filled"
            size={isUltraMobile ? 'compact-sm' : isMobile ? 'compact-md' : 'sm'}
            aria-expanded={loginOpened}
            onClick={() => setLoginOpened((opened) => !opened)}
          >
            Login
          </Button>
        )}
        <AppMenu extraLinks={inMenu} iconOnly={isUltraMobile} />
      </Group>
      <LazyLoginModal
        opened={loginOpened && account === undefined}
        onClose={() => setLoginOpened(false)}
      />
    </TopBarFrame>
  );
}

function NavigationAnchor(props: { link: NavigationLink }) {
  const { link } = props;
  if (!link.newTab) {
    return (
      <Anchor component={Link} to={link.href} className={classes.link} underline="hover">
        {link.label}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.link}
      underline="hover"
    >
      {link.label}
    </Anchor>
  );
}

type MenuDialog = 'feedback' | 'profile' | 'analyses';

function AppMenu(props: { extraLinks: NavigationLink[]; iconOnly: boolean }) {
  const { account, logOut } = useAccount();
  const { analyses } = useSavedAnalyses();
  const portfolios = usePortfolioList(account !== undefined).data?.portfolios ?? [];
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<MenuDialog>();
  const close = () => setDialog(undefined);
  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" withinPortal>
        <Menu.Target>
          {props.iconOnly ? (
            <ActionIcon variant="light" size="lg" aria-label="Menu">
              <IconMenu2 size={20} />
            </ActionIcon>
          ) : (
            <Button variant="light" rightSection={<IconChevronDown size={16} />} aria-label="Menu">
              Menu
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {props.extraLinks.map((link) =>
            link.newTab ? (
              <Menu.Item
                key={link.label}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={link.label} component={Link} to={link.href}>
                {link.label}
              </Menu.Item>
            ),
          )}
          {props.extraLinks.length > 0 && <Menu.Divider />}
          <Menu.Item
            leftSection={<IconBriefcase size={16} />}
            component={Link}
            to={portfolioLink.href}
          >
            {portfolioLink.label}
          </Menu.Item>
          <Menu.Item leftSection={<IconMessage size={16} />} onClick={() => setDialog('feedback')}>
            Feedback
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileText size={16} />}
            component={Link}
            to="/info/terms_and_conditions"
          >
            Terms and Conditions
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLock size={16} />}
            component={Link}
            to="/info/privacy_policy"
          >
            Privacy Policy
          </Menu.Item>
          <Menu.Item
            leftSection={<IconAlertTriangle size={16} />}
            component={Link}
            to="/info/disclaimer_caveats"
          >
            Disclaimer and Caveats
          </Menu.Item>
          {account && (
            <>
              <Menu.Divider />
              <Menu.Label style={{ overflowWrap: 'anywhere' }}>{account.username}</Menu.Label>
              {(analyses.length > 0 || portfolios.length > 0) && (
                <Menu.Item
                  leftSection={<IconFolder size={16} />}
                  onClick={() => setDialog('analyses')}
                >
                  My Analyses
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconUserEdit size={16} />}
                onClick={() => setDialog('profile')}
              >
                Edit Profile
              </Menu.Item>
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
                Logout
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <LazyFeedbackModal opened={dialog === 'feedback'} label="General Feedback" onClose={close} />
      <LazyEditProfileModal opened={dialog === 'profile'} onClose={close} />
      <LazyMyAnalysesModal
        opened={dialog === 'analyses'}
        onClose={close}
        onSelect={(analysisId) => {
          close();
          void navigate(`/?analysisId=${encodeURIComponent(analysisId)}`);
        }}
      />
    </>
  );
}

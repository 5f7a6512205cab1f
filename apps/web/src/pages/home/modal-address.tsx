import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccount, useSavedAnalyses } from '../../account/account-context.tsx';
import {
  LazyEditProfileModal,
  LazyLoginModal,
  LazyMyAnalysesModal,
} from '../../account/lazy-account-modals.tsx';
import { modalAddresses, type ModalAddress } from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { HomePage } from './home-page.tsx';

/** What the login step says when an address needs an account. */
export const loginFirstNotices = {
  myAnalyses: 'Log in to see My Analyses: the analyses you have saved.',
  editProfile: 'Log in to edit your profile.',
} as const;

export const saveResultText =
  'To save a result, run an analysis and press Save in the result dialog. Saved analyses are listed under My Analyses in the menu.';

/** The main screen with the modal of one modal address open over it. */
export function ModalAddressPage(props: { modal: ModalAddress }) {
  return (
    <>
      <HomePage />
      <AddressModal modal={props.modal} />
    </>
  );
}

/** The modal of one modal address; closing it goes to the main screen. */
export function AddressModal(props: { modal: ModalAddress }) {
  const navigate = useNavigate();
  const close = () => void navigate('/');
  switch (props.modal) {
    case 'about':
      return <AboutModal onClose={close} />;
    case 'saveResult':
      return <SaveResultModal onClose={close} />;
    case 'myAnalyses':
      return (
        <LoginFirst notice={loginFirstNotices.myAnalyses} onCancel={close}>
          <LazyMyAnalysesModal
            opened
            onClose={close}
            onSelect={(analysisId) =>
              void navigate(`/?analysisId=${encodeURIComponent(analysisId)}`)
            }
          />
        </LoginFirst>
      );
    case 'editProfile':
      return (
        <LoginFirst notice={loginFirstNotices.editProfile} onCancel={close}>
          <LazyEditProfileModal opened onClose={close} />
        </LoginFirst>
      );
  }
}

/**
 * The children need an account: a visitor sees the login dialog first, saying why, and the children
 * once logged in; cancelling the login leaves the address.
 */
function LoginFirst(props: { notice: string; onCancel: () => void; children: React.ReactNode }) {
  const { account } = useAccount();
  // The account arrives a render after the login succeeds; the dialog closes in between.
  const loggedIn = useRef(false);
  if (account !== undefined) return props.children;
  return (
    <LazyLoginModal
      opened
      notice={props.notice}
      onLoggedIn={() => {
        loggedIn.current = true;
      }}
      onClose={() => {
        if (!loggedIn.current) props.onCancel();
      }}
    />
  );
}

function AboutModal(props: { onClose: () => void }) {
  const { productName } = useProductConfig();
  return (
    <Modal opened onClose={props.onClose} title={`About ${productName}`} size="lg">
      <Stack gap="sm">
        <Text>
          {productName} tells the owner of one building or piece of infrastructure what physical
          climate change will cost it: the Value At Risk (the expected annual cost of damage as a
          share of the replacement cost), the failure probability and an A, B or C rating, year by
          year from 1990 to 2100, for nine hazards.
        </Text>
        <Text>
          A free check gives illustrative sample results and a sample report; a commercial analysis
          gives real results, customisation of the asset&apos;s design and materials, adaptation
          planning and a PDF report.
        </Text>
        <List spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/info/methods">
              Scientific methods
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/info/data_sources">
              Data sources
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/pricing">
              Pricing
            </Anchor>
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SaveResultModal(props: { onClose: () => void }) {
  const { account } = useAccount();
  const { analyses } = useSavedAnalyses();
  const navigate = useNavigate();
  return (
    <Modal opened onClose={props.onClose} title="Save a result">
      <Stack gap="md">
        <Text>{saveResultText}</Text>
        <Group justify="flex-end" gap="xs">
          {account !== undefined && analyses.length > 0 && (
            <Button variant="default" onClick={() => void navigate(modalAddresses.myAnalyses)}>
              Open My Analyses
            </Button>
          )}
          <Button onClick={props.onClose}>Start an analysis</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

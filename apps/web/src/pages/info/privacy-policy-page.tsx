import { Card, List, Stack, Text } from '@mantine/core';
import { useProductConfig } from '../../config/product-config.tsx';
import { LabelledText, PageSection, StaticPage, SupportEmailLink } from '../static-page.tsx';

interface StoredDataRow {
  what: string;
  why: string;
  kept: string;
}

const storedData: readonly StoredDataRow[] = [
  {
    what: 'Account: your e-mail address (your username), your newsletter choice',
    why: 'To identify you, let you log in, send the messages you ask for and link your analyses to you.',
    kept: 'While your account is open. An account whose address is never verified, and that holds no saved analysis, is deleted after 7 days.',
  },
  {
    what: 'Password, stored only as a salted one-way hash',
    why: 'To check your password when you log in. We cannot read or recover the password itself.',
    kept: 'While your account is open, or until you change it.',
  },
  {
    what: 'Saved analyses: address and coordinates, asset type, settings, customisations, results, title and revisions',
    why: 'To show, share (when you create a link) and re-run your analyses, and to produce your reports.',
    kept: 'Until you delete them or close your account. Purchased analyses are kept with the payment record (see below).',
  },
  {
    what: 'Purchases: which analysis was bought, when, the amount and the payment provider’s reference',
    why: 'To unlock the commercial features of that analysis and to meet accounting obligations.',
    kept: 'As long as accounting and tax law require, typically seven years.',
  },
  {
    what: 'Feedback and reports of strange results: your e-mail, subject, comment and the analysis it concerns',
    why: 'To answer you and to investigate and improve the results.',
    kept: 'Up to two years after the conversation ends.',
  },
  {
    what: 'Usage events: searches run, reports downloaded, CSV exports, errors',
    why: 'To operate and secure the service, to fix errors and to understand which features are used.',
    kept: 'Up to two years, after which they are deleted or kept only in aggregate.',
  },
  {
    what: 'Page views: which screen, tab or dialog of the app was shown (such as the login form or the ratings tab of a result) and when, recorded by us alone — not linked to your account or analysis, with no cookie and no third-party analytics service. Nothing is recorded when your browser sends Do Not Track or Global Privacy Control.',
    why: 'To learn which parts of the service are used, so that we improve the right ones.',
    kept: 'Up to two years, after which they are deleted.',
  },
];

/** /info/privacy_policy — what personal data the service keeps, why, for how long, and your rights. */
export function PrivacyPolicyPage() {
  const { productName, providerShortName } = useProductConfig();
  return (
    <StaticPage
      title="Privacy policy"
      lead={`How we handle your personal information when you use ${productName}.`}
    >
      <PageSection title="Who we are">
        <Text>
          {productName} is operated by {providerShortName}, which is responsible for the personal
          information described here. You can reach us about privacy at any time at{' '}
          <SupportEmailLink />.
        </Text>
      </PageSection>

      <PageSection title="What we store and why">
        <Text>
          You can run an analysis without an account. We store personal information only when you
          create an account, save or buy an analysis, send us feedback, or use the service in ways
          recorded in our usage events.
        </Text>
        <Stack gap="sm">
          {storedData.map((row) => (
            <Card key={row.what} withBorder radius="md" padding="md" component="article">
              <Stack gap={6}>
                <Text fw={600}>{row.what}</Text>
                <LabelledText label="Why">{row.why}</LabelledText>
                <LabelledText label="How long">{row.kept}</LabelledText>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Text>
          We process this information to provide the service you asked for (your account, analyses
          and purchases), for our legitimate interest in running a secure and reliable service, to
          meet legal obligations, and — for the newsletter only — with your consent.
        </Text>
        <Text>
          Card details are entered directly into our card payment provider’s form and are never seen
          or stored by us.
        </Text>
      </PageSection>

      <PageSection title="Cookies and local storage">
        <Text>
          When you log in, we set one cookie holding your API key, which keeps you logged in. It
          expires after 7 days, or when you log out. It is strictly necessary for the account
          features and is not used for advertising or to follow you across other websites. The app
          also keeps your saved-analysis list and form values in your browser so that the page can
          be restored; clearing your browser data removes them.
        </Text>
      </PageSection>

      <PageSection title="E-mail">
        <Text>We send e-mail to your address only:</Text>
        <List spacing="xs">
          <List.Item>to verify your address and to reset your password when you ask;</List.Item>
          <List.Item>with a link to an analysis you saved or bought;</List.Item>
          <List.Item>in reply to feedback you sent;</List.Item>
          <List.Item>
            with occasional product updates, only if you opted in to the newsletter. You can opt out
            at any time in Edit Profile or by writing to us.
          </List.Item>
        </List>
      </PageSection>

      <PageSection title="Who else sees your information">
        <Text>
          We do not sell, rent or trade your personal information, and we do not give your e-mail
          address to third parties for their own marketing. We share information only with service
          providers that act for us under contract — hosting, e-mail delivery and card payment — and
          only as far as they need it to provide their service, or where the law requires it.
        </Text>
        <Text>
          When an installation uses online map imagery or street-level imagery, your browser
          requests map tiles and pictures for the analysed location from that imagery provider,
          which receives the coordinates of the location and your IP address. For a report, our
          server requests the satellite image of the analysed location from that provider itself,
          which then receives the coordinates only.
        </Text>
        <Text>
          An analysis you share by link can be opened by anyone who has the link, without logging
          in.
        </Text>
      </PageSection>

      <PageSection title="Security">
        <Text>
          Passwords are stored only as salted hashes, connections to the service are encrypted, and
          access to stored data is limited to the people who operate the service. No system is
          completely secure; if a breach affects your information we will tell you as the law
          requires.
        </Text>
      </PageSection>

      <PageSection title="Your rights">
        <Text>Subject to the law that applies to you, you can ask us to:</Text>
        <List spacing="xs">
          <List.Item>give you a copy of the personal information we hold about you;</List.Item>
          <List.Item>
            correct information that is wrong (your profile can be edited directly);
          </List.Item>
          <List.Item>
            delete your account and your information, apart from records we must keep by law, such
            as payment records;
          </List.Item>
          <List.Item>restrict or object to a use of your information;</List.Item>
          <List.Item>withdraw your consent to the newsletter.</List.Item>
        </List>
        <Text>
          Write to <SupportEmailLink /> from the address registered to your account. We answer
          within one month. You may also complain to the data protection authority where you live.
        </Text>
      </PageSection>

      <PageSection title="Changes to this policy">
        <Text>
          If we change how we handle personal information, we will update this page and, for
          significant changes, tell account holders by e-mail before the change takes effect.
        </Text>
      </PageSection>

      <PageSection title="Contact">
        <Text>
          Questions or requests about privacy: <SupportEmailLink /> ({providerShortName}).
        </Text>
      </PageSection>
    </StaticPage>
  );
}

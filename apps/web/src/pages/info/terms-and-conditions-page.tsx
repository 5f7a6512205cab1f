import { Link } from 'react-router';
import { Anchor, List, Text } from '@mantine/core';
import { maximumSavedAnalysesPerAccount } from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { PageSection, RunInLabel, StaticPage, SupportEmailLink } from '../static-page.tsx';

/** Notice period for termination without cause. */
const terminationNoticeDays = 14;

/** /info/terms_and_conditions — the agreement between the user and the provider. */
export function TermsAndConditionsPage() {
  const { productName, providerShortName, purchasePriceLabel } = useProductConfig();
  return (
    <StaticPage
      title="Terms and conditions"
      lead={`The terms on which you may use ${productName}.`}
    >
      <PageSection title="1. About these terms">
        <Text>
          These terms form an agreement between you and {providerShortName} (“we”, “us”) for the use
          of {productName}, its analyses, charts, exports and reports (together, “the service”). By
          creating an account, running an analysis or making a purchase you accept them. If you use
          the service for an organisation, you confirm that you may accept them on its behalf. The{' '}
          <Anchor component={Link} to="/info/privacy_policy">
            privacy policy
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to="/info/disclaimer_caveats">
            disclaimer and caveats
          </Anchor>{' '}
          form part of these terms.
        </Text>
      </PageSection>

      <PageSection title="2. Licence to use the service">
        <Text>
          We grant you a non-exclusive, non-transferable licence, for as long as these terms apply,
          to use the service and the results it produces for you as set out below. You may not copy,
          resell or sublicense the service itself, try to extract its embedded data or models in
          bulk, probe or disrupt its security, or use automated means to run analyses beyond
          ordinary use without our written agreement.
        </Text>
      </PageSection>

      <PageSection title="3. Free and commercial tiers">
        <List spacing="xs">
          <List.Item>
            <RunInLabel>Free tier.</RunInLabel>
            You may run single-asset analyses with the standard asset types and view illustrative
            sample results and a sample report. Sample results are synthetic and are not a risk
            estimate for the location. The free tier is for personal evaluation of the service.
          </List.Item>
          <List.Item>
            <RunInLabel>Commercial tier.</RunInLabel>A purchased analysis gives real results for
            that one asset, which you may use in your own business, including in advice or reports
            to your clients, with attribution to {productName}. Each purchase includes customisation
            with two re-runs, the saved report in your account and the printable PDF report. CSV
            export is available to accounts that hold an export permission.
          </List.Item>
        </List>
        <Text>
          See the{' '}
          <Anchor component={Link} to="/pricing">
            pricing page
          </Anchor>{' '}
          for the full comparison.
        </Text>
      </PageSection>

      <PageSection title="4. Accounts">
        <Text>
          You are responsible for keeping your login details confidential and for what is done with
          your account. Tell us at once at <SupportEmailLink /> if you suspect misuse. Please give
          accurate information and keep your e-mail address up to date.
        </Text>
        <Text>
          An account keeps at most {maximumSavedAnalysesPerAccount} saved analyses. When it holds
          that many, delete analyses you no longer need before saving another.
        </Text>
      </PageSection>

      <PageSection title="5. Price and payment">
        <Text>
          A commercial analysis costs {purchasePriceLabel} per single-asset analysis, unless another
          price is shown on the purchase screen before you pay. Payment is taken in full at purchase
          by card through our card payment provider; the commercial features unlock once payment is
          confirmed.
        </Text>
        <Text>
          Because results are delivered immediately, a purchase cannot be cancelled once the results
          have been unlocked. If a purchased analysis cannot be completed because of a fault on our
          side, contact us and we will re-run it or refund the price. Your statutory rights as a
          consumer are not affected.
        </Text>
      </PageSection>

      <PageSection title="6. Nature of the results">
        <Text>
          The service produces screening-level estimates from coarse global data under a
          high-emissions stress-test scenario, for a representative version of the asset. Results
          are not a forecast and are not financial, investment, insurance, legal, valuation,
          engineering or planning advice. You are responsible for how you use them and for obtaining
          professional advice before relying on them for a decision. The limits of the method are
          described in the disclaimer and caveats.
        </Text>
      </PageSection>

      <PageSection title="7. Availability and changes">
        <Text>
          We aim to keep the service available and correct, but we do not guarantee that it will be
          uninterrupted or error-free. We improve the data and methods over time, so re-running an
          analysis later may give different results; a saved report keeps the results of the run it
          was made from.
        </Text>
      </PageSection>

      <PageSection title="8. Intellectual property">
        <Text>
          The service, its software, models, archetypes, texts and design belong to{' '}
          {providerShortName} or its licensors. The public datasets it uses remain under their own
          licences, listed on the{' '}
          <Anchor component={Link} to="/info/data_sources">
            data sources
          </Anchor>{' '}
          page. You keep the rights in the information you enter. The reports and exports produced
          for you may be used as described in section 3, keeping their attributions and caveats.
        </Text>
      </PageSection>

      <PageSection title="9. Liability">
        <Text>
          To the fullest extent permitted by law, the service is provided “as is”, without
          warranties of accuracy, completeness or fitness for a particular purpose, and we are not
          liable for indirect or consequential loss, loss of profit, revenue, business or data, or
          for any decision made on the basis of the results.
        </Text>
        <Text>
          Our total liability to you for any claim relating to the service is limited to the amount
          you paid us for the analysis concerned, or for free use, to nothing beyond what the law
          requires. Nothing in these terms limits liability that cannot be limited by law, such as
          liability for fraud or for death or personal injury caused by negligence.
        </Text>
      </PageSection>

      <PageSection title="10. Termination">
        <Text>
          Either party may end this agreement without giving a reason by giving the other{' '}
          {terminationNoticeDays} days’ notice in writing; e-mail is enough. You may also simply
          stop using the service and ask us to close your account.
        </Text>
        <Text>
          We may suspend or end your access at once if you seriously or repeatedly break these
          terms. When the agreement ends, your licence to use the service ends; you may keep copies
          of reports you downloaded and use them as these terms allow. Within the notice period you
          can download your purchased reports. Sections 6, 8 and 9 continue to apply after
          termination.
        </Text>
      </PageSection>

      <PageSection title="11. Changes to these terms">
        <Text>
          We may update these terms. We will publish the new version on this page and tell account
          holders by e-mail at least {terminationNoticeDays} days before a change that reduces their
          rights takes effect. If you do not accept a change you may terminate as described in
          section 10.
        </Text>
      </PageSection>

      <PageSection title="12. Governing terms">
        <Text>
          These terms are governed by the law of the place where {providerShortName} is established,
          and its courts have jurisdiction, without depriving a consumer of the protection of the
          mandatory law of their own country. If a provision is found invalid, the rest remains in
          force. These terms, with the documents they refer to, are the whole agreement between us
          about the service. Not enforcing a right at once does not waive it.
        </Text>
      </PageSection>

      <PageSection title="13. Contact">
        <Text>
          Questions about these terms, notices and requests: <SupportEmailLink /> (
          {providerShortName}).
        </Text>
      </PageSection>
    </StaticPage>
  );
}

import { Box, Modal, ScrollArea, Stack, type ScrollAreaAutosizeProps } from '@mantine/core';
import { useClipboard, useElementSize } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { chartInputFromAnalysis } from '@hazardscope/charts';
import { breakpoints } from '../theme/breakpoints.ts';
import { useProductConfig } from '../config/product-config.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useViewportWidth } from '../hooks/use-viewport-width.ts';
import type { SavedAnalysis } from '@hazardscope/contracts';
import { useAccount } from '../account/account-context.tsx';
import { DiscardAnalysisModal } from '../account/discard-analysis-modal.tsx';
import { SaveAnalysisModal } from '../account/save-analysis-modal.tsx';
import { FeedbackModal } from '../feedback/feedback-modal.tsx';
import { PaymentReturnAlert } from '../purchase/payment-return-dialogs.tsx';
import { PurchaseFlowModals, usePurchaseFlow } from '../purchase/purchase-flow.tsx';
import { ThankYouModal } from '../purchase/purchase-modal.tsx';
import { AdaptationTab } from '../adaptation/adaptation-tab.tsx';
import { useAllowListRight } from '../api/allow-list.ts';
import { useArchetype } from '../api/catalogue.ts';
import type { Customisation } from '../customisation/customisation-values.ts';
import { isOwnedByReader, type AnalysisRun } from '../analysis/analysis-run.ts';
import { analysisSectionContent } from './analysis-sections.tsx';
import { SharedPortal } from '../layout/shared-portal.tsx';
import { LinkCopiedModal } from './link-copied-modal.tsx';
import { LocationTab } from './location-tab.tsx';
import { ReportProcessingModal } from './report-processing-modal.tsx';
import { ResultActions } from './result-actions.tsx';
import { ResultHeader } from './result-header.tsx';
import {
  resultTabPageViewPaths,
  ResultTabs,
  visibleResultTabs,
  type ResultTabValue,
} from './result-tabs.tsx';
import { useReportDownloads } from './use-report-downloads.ts';
import { SampleNotice } from './sample-notice.tsx';
import { SampleReportTab } from './sample-report-tab.tsx';
import { hasDefaultFieldValues, SettingsTab } from './settings-tab.tsx';
import { recordPageView, usePageView } from '../analytics/page-views.ts';

/**
 * The dialog's scroll area. On a phone the actions stay in a footer stuck over its bottom; the
 * footer's height as scroll padding keeps what is scrolled into view (a focused control, a
 * message, a found word) above the footer instead of under it.
 */
function ResultScrollArea(props: ScrollAreaAutosizeProps) {
  return (
    <ScrollArea.Autosize
      {...props}
      viewportProps={{ style: { scrollPaddingBottom: 'var(--result-footer-height, 0px)' } }}
    />
  );
}

export interface ResultDialogProps {
  run: AnalysisRun;
  /** Other analyses of this session, for the switcher. */
  runs: AnalysisRun[];
  onSelect(run: AnalysisRun): void;
  onSaved(saved: SavedAnalysis): void;
  /** The analysis was bought: `saved` is it as the server now answers it, real results included. */
  onPurchased(saved: SavedAnalysis): void;
  /** Re-runs `base` with the Settings tab's changes as its next revision and shows it. */
  onRerun(
    base: AnalysisRun,
    customisation: Customisation,
    revisionNumber: number,
  ): Promise<unknown>;
  onClose(): void;
}

/**
 * The analysis result dialog: header with address, archetype, title (editable by its owner),
 * switcher and actions; the tabs; at 799 px or less the actions move to the footer and the tabs
 * become a dropdown; at 1070 px or less the buttons are compact.
 */
export function ResultDialog(props: ResultDialogProps) {
  const { run } = props;
  const { analysis } = run;
  // A return from payment opens the dialog already in the purchase-complete state.
  const [thanks, setThanks] = useState(run.purchaseCompleted === true);
  const [thankYouOpen, setThankYouOpen] = useState(run.purchaseCompleted === true);
  useDocumentTitle(thanks ? { suffix: 'Purchase Complete' } : { replace: 'Analysis Result' });
  const viewportWidthPx = useViewportWidth();
  const isMobile = viewportWidthPx <= breakpoints.mobile;
  const isCompact = viewportWidthPx <= breakpoints.compactButtons;
  const [tab, setTab] = useState<ResultTabValue>('ratings');
  // The phone footer's height with its padding and border (0 without it), for the scroll padding.
  const footer = useElementSize();
  // The dialog opens in two transitions, each rendered by React in slices with input handled in
  // between: the frame (header, actions, tab list) first, painted at once, then the tab's content
  // and the closed dialogs; each commit is a task of its own, instead of one task for the whole
  // dialog (~1 s under Lighthouse's 4× CPU slowdown).
  const [contentShown, setContentShown] = useState(false);
  useEffect(() => startTransition(() => setContentShown(true)), []);
  // Each analysis in the switcher keeps its own title, typed or saved.
  const [typedTitles, setTypedTitles] = useState<Record<string, string>>({});
  const title = typedTitles[run.runId] ?? run.saved?.title ?? analysis.properties.address;
  const setTitle = (typed: string) =>
    setTypedTitles((current) => ({ ...current, [run.runId]: typed }));
  const [copied, setCopied] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [switchTarget, setSwitchTarget] = useState<AnalysisRun | undefined>();
  const clipboard = useClipboard({ timeout: 2000 });
  const { publicUrl, providerShortName } = useProductConfig();
  const chartInput = useMemo(() => chartInputFromAnalysis(analysis), [analysis]);
  const purchased = run.realResults;
  const savedId = run.saved?.id;
  const { account } = useAccount();
  const ownedByReader = isOwnedByReader(run, account?._id.$oid);
  const [longitude, latitude] = analysis.geometry.coordinates;
  const archetype = useArchetype(analysis.inputs.archetype.acronym);
  const visibleTabs = visibleResultTabs({
    purchased,
    ownedByReader,
    hasDefaultFieldValues: hasDefaultFieldValues(archetype.data),
  });
  // Switching to an analysis without the chosen tab shows its ratings.
  const shownTab = visibleTabs.some((entry) => entry.value === tab) ? tab : 'ratings';
  usePageView('/analysis-result');
  usePageView(resultTabPageViewPaths[shownTab]);

  const share = () => {
    if (!savedId) return;
    clipboard.copy(`${publicUrl}/?analysisId=${savedId}`);
    setCopied(true);
    // A link its owner copies is meant to work: sharing stopped in My Analyses resumes.
    if (ownedByReader && account !== undefined) {
      void import('../account/saved-analyses-api.ts')
        .then((api) => api.setAnalysisSharing(savedId, true))
        .catch(() => undefined);
    }
  };

  const purchaseFlow = usePurchaseFlow();
  // The analysis shown became purchased by a return from payment while this dialog was open (a
  // login from the dialog let it be finalised): the purchase-complete state, as when the dialog
  // opens so, and a purchase journey begun meanwhile ends.
  const [shownRun, setShownRun] = useState(run);
  if (run !== shownRun) {
    setShownRun(run);
    const sameAnalysis = run.saved !== undefined && run.saved.id === shownRun.saved?.id;
    if (sameAnalysis && run.purchaseCompleted === true && shownRun.purchaseCompleted !== true) {
      setThanks(true);
      setThankYouOpen(true);
      purchaseFlow.setStep('none');
    }
  }
  const downloads = useReportDownloads(run);
  const exportAllowed = useAllowListRight('export', account?.username);
  const actions = (
    <ResultActions
      compact={isCompact}
      savedId={savedId}
      purchased={purchased}
      exportAllowed={exportAllowed}
      ownedByReader={ownedByReader}
      onPurchase={purchaseFlow.start}
      onShare={share}
      onSave={() => setSaving(true)}
      onReportStrangeResults={() => setReporting(true)}
      onDownloadReport={downloads.downloadReport}
      onExportCsv={downloads.exportCsv}
      reportDownloadError={downloads.reportDownloadError}
      exportError={downloads.exportError}
      providerShortName={providerShortName}
    />
  );
  // Leaving an unsaved analysis asks first.
  const switchTo = (chosen: AnalysisRun) => {
    if (savedId === undefined && chosen.runId !== run.runId) setSwitchTarget(chosen);
    else props.onSelect(chosen);
  };
  const tabContent: Record<ResultTabValue, React.ReactNode> = {
    ...analysisSectionContent(run, chartInput),
    settings: (
      <SettingsTab
        run={run}
        runs={props.runs}
        purchased={purchased}
        ownedByReader={ownedByReader}
        onRerun={(customisation, revisionNumber) => {
          recordPageView('/analysis-result/asset-customisation/run-changes');
          return props.onRerun(run, customisation, revisionNumber);
        }}
        onSave={() => setSaving(true)}
        onCancel={() => setTab('ratings')}
      />
    ),
    location: <LocationTab latitude={latitude} longitude={longitude} />,
    adaptations: <AdaptationTab run={run} onCancel={() => setTab('ratings')} />,
    'sample-report': <SampleReportTab heightPx={isMobile ? 480 : 720} />,
  };

  // Mantine closes every open modal on Escape (each listens on the window): while one of the
  // dialogs below is open over this one, Escape closes that dialog only, not the analysis with it.
  const otherDialogOpen =
    purchaseFlow.step !== 'none' ||
    thankYouOpen ||
    copied ||
    downloads.processing !== undefined ||
    saving ||
    reporting ||
    switchTarget !== undefined;

  return (
    <SharedPortal>
      <Modal.Root
        opened
        withinPortal={false}
        closeOnEscape={!otherDialogOpen}
        onClose={props.onClose}
        fullScreen={isMobile}
        size="min(1200px, 96vw)"
        padding={0}
        scrollAreaComponent={ResultScrollArea}
        // Shown at once: a fade of the whole dialog costs re-renders of its content (Mantine steps
        // its transition through three states) and frames of style, layout and paint while the
        // dialog is being built, each a long task on a slow phone.
        transitionProps={{ duration: 0 }}
      >
        <Modal.Overlay />
        <Modal.Content
          aria-label="Analysis Result"
          style={{ '--result-footer-height': `${isMobile ? Math.ceil(footer.height) : 0}px` }}
        >
          <Modal.Body>
            <Stack gap={0} mih={isMobile ? '100dvh' : undefined}>
              <Box
                p={isMobile ? 'sm' : 'lg'}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <ResultHeader
                  analysis={analysis}
                  run={run}
                  runs={props.runs}
                  title={title}
                  onTitleChange={setTitle}
                  ownedByReader={ownedByReader}
                  isMobile={isMobile}
                  onSwitch={switchTo}
                  onClose={props.onClose}
                />
                {!isMobile && <Box mt="md">{actions}</Box>}
              </Box>
              {!purchased && (
                <Stack px={isMobile ? 'sm' : 'lg'} pt="md" gap="sm">
                  {run.paymentNotice !== undefined && (
                    <PaymentReturnAlert notice={run.paymentNotice} />
                  )}
                  <SampleNotice />
                </Stack>
              )}
              <Box p={isMobile ? 'sm' : 'lg'} style={{ flex: 1 }}>
                <ResultTabs
                  tabs={visibleTabs}
                  shownTab={shownTab}
                  onChange={setTab}
                  content={tabContent}
                  contentShown={contentShown}
                  isMobile={isMobile}
                />
              </Box>
              {isMobile && (
                <Box
                  ref={footer.ref}
                  data-testid="result-footer"
                  p="sm"
                  style={{
                    borderTop: '1px solid var(--mantine-color-gray-3)',
                    position: 'sticky',
                    bottom: 0,
                    background: 'var(--mantine-color-white)',
                  }}
                >
                  {actions}
                </Box>
              )}
            </Stack>
            {/* The other dialogs mount only while open: a closed Mantine modal still renders its
                frame, and its ids and transitions each render it once more after mounting. */}
            {contentShown && (
              <>
                {purchaseFlow.step !== 'none' && (
                  <PurchaseFlowModals
                    flow={purchaseFlow}
                    run={run}
                    title={title}
                    onSaved={props.onSaved}
                    onPurchased={(saved) => {
                      setThanks(true);
                      setThankYouOpen(true);
                      props.onPurchased(saved);
                    }}
                  />
                )}
                {thankYouOpen && <ThankYouModal onClose={() => setThankYouOpen(false)} />}
                {copied && (
                  <LinkCopiedModal opened durationMs={2000} onClose={() => setCopied(false)} />
                )}
                {downloads.processing !== undefined && (
                  <ReportProcessingModal
                    processing={downloads.processing}
                    onClose={downloads.closeProcessing}
                  />
                )}
                {saving && (
                  <SaveAnalysisModal
                    opened
                    runId={run.runId}
                    initialTitle={title}
                    alreadySaved={savedId !== undefined}
                    onSaved={(saved) => {
                      setSaving(false);
                      props.onSaved(saved);
                    }}
                    onClose={() => setSaving(false)}
                  />
                )}
                {reporting && (
                  <FeedbackModal
                    opened
                    label="Strange Result"
                    context={{
                      analysisTitle: title,
                      parameters: {
                        runId: run.runId,
                        savedId,
                        archetype: analysis.inputs.archetype.acronym,
                        latitude,
                        longitude,
                      },
                    }}
                    onClose={() => setReporting(false)}
                  />
                )}
                {switchTarget !== undefined && (
                  <DiscardAnalysisModal
                    opened
                    current={{
                      title,
                      assetType: analysis.inputs.archetype.name,
                      address: analysis.properties.address,
                    }}
                    target={
                      switchTarget && {
                        title:
                          switchTarget.saved?.title ?? switchTarget.analysis.properties.address,
                        assetType: switchTarget.analysis.inputs.archetype.name,
                        address: switchTarget.analysis.properties.address,
                      }
                    }
                    onCancel={() => setSwitchTarget(undefined)}
                    onDiscard={() => {
                      if (switchTarget) props.onSelect(switchTarget);
                      setSwitchTarget(undefined);
                    }}
                  />
                )}
              </>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </SharedPortal>
  );
}

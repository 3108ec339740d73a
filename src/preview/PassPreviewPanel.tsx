import { useCallback, useId, useMemo, useState } from 'react';
import { CardView } from './CardView';
import { DetailsView } from './DetailsView';
import { DeviceStage } from './DeviceStage';
import { ListRowView } from './ListRowView';
import { MomentControl } from './MomentControl';
import { NotificationsView } from './NotificationsView';
import { PlatformViews } from './PlatformViews';
import { SampleOfferForm } from './SampleOfferForm';
import { SampleTripForm } from './SampleTripForm';
import { pairedClassSegment } from './modelContext';
import { SelectPathContext, type SelectPath } from './selectPathContext';
import { defaultSampleTrip } from './sampleTrip';
import { TemplateWhy } from './TemplateWhy';
import { TimelineView } from './TimelineView';
import { toCardModel } from './toCardModel';
import { defaultSampleOffer, toSampleOffer } from './sampleOffer';
import { usePreviewSetting } from './usePreviewSetting';
import { useMoment } from './useMoment';
import { usePassTimeline } from './usePassTimeline';
import { useSampleTrip } from './useSampleTrip';
import type { PreviewView } from './ViewSwitch';
import { PreviewNotes } from './PreviewNotes';
import { PreviewToolbar } from './PreviewToolbar';
import { useKeptParts } from './useKeptParts';
import type { PassPreviewProps } from './PassPreview';

/**
 * The live pass preview: card, details screen and list row, with language and sample-trip
 * controls. Loaded on first use (PassPreview), so the editor's first paint does not wait for it.
 */
export function PassPreviewPanel({
  kind,
  document,
  onSelectPath,
  initialView = 'card',
  locale,
  pairedClass,
  onSelectPairedClassPath,
  compact = false,
}: PassPreviewProps) {
  const [view, setView] = useState<PreviewView>(initialView);
  const selectPath = useMemo<SelectPath | undefined>(
    () =>
      onSelectPath &&
      ((segments) => {
        if (segments[0] !== pairedClassSegment) onSelectPath(segments);
        else onSelectPairedClassPath?.(segments.slice(1));
      }),
    [onSelectPath, onSelectPairedClassPath],
  );
  const [language, setLanguage] = useState('');
  const [trip, setTrip] = useSampleTrip();
  const [sampleOffer, setSampleOffer] = usePreviewSetting(
    'pass-studio:preview:sample-offer',
    toSampleOffer,
  );
  const [demoMode, setDemoMode] = usePreviewSetting(
    'pass-studio:preview:demo-mode',
    (stored) => stored === true,
  );
  const resetTrip = useCallback(() => setTrip(defaultSampleTrip), [setTrip]);
  const resetOffer = useCallback(() => setSampleOffer(defaultSampleOffer), [setSampleOffer]);
  const [moment, momentActions] = useMoment();
  const panelId = useId();
  const options = useMemo(
    () => ({
      kind,
      language: language || undefined,
      sampleTrip: trip,
      sampleOffer,
      locale,
      pairedClass,
      demoMode,
      now: new Date(moment.at),
      live: moment.live,
      timeZone: moment.zone,
    }),
    [
      kind,
      language,
      trip,
      sampleOffer,
      locale,
      pairedClass,
      demoMode,
      moment.at,
      moment.live,
      moment.zone,
    ],
  );
  // Equal parts keep their identity, so the memoised views redraw only what changed.
  const model = useKeptParts(useMemo(() => toCardModel(document, options), [document, options]));
  const timeline = useKeptParts(usePassTimeline(document, options, moment.zone));

  return (
    <SelectPathContext.Provider value={selectPath}>
      <div className="pp">
        <PreviewToolbar
          view={view}
          onView={setView}
          panelId={panelId}
          languages={model.languages}
          language={language}
          onLanguage={setLanguage}
          demoMode={demoMode}
          onDemoMode={setDemoMode}
          compact={compact}
        />
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${panelId}-${view}`}
          className="pp-stage"
        >
          <DeviceStage view={view} under={<PreviewNotes notes={model.notes} />}>
            <PlatformViews
              kind={kind}
              document={document}
              view={view}
              language={language || undefined}
              sampleTrip={trip}
              sampleOffer={sampleOffer}
              pairedClass={pairedClass}
            >
              {view === 'card' && <CardView model={model} />}
              {view === 'details' && <DetailsView model={model} />}
              {view === 'list' && <ListRowView model={model} />}
            </PlatformViews>
          </DeviceStage>
        </div>
        {compact ? null : (
          <>
            {/* Under the card, over the timeline it steps through: the card comes first, by eye
                and by Tab (a date and time input alone is a Tab stop per part). */}
            <MomentControl moment={moment} actions={momentActions} events={timeline.events} />
            <TimelineView
              events={timeline.events}
              at={moment.at}
              zone={moment.zone}
              locale={locale}
              onSelect={momentActions.setAt}
            />
            <NotificationsView
              notifications={timeline.notifications}
              zone={moment.zone}
              locale={locale}
              onSelect={momentActions.setAt}
            />
            <TemplateWhy document={document} options={options} hidden={model.hidden} />
            {kind === 'transitClass' && (
              <SampleTripForm trip={trip} onChange={setTrip} onReset={resetTrip} />
            )}
            {kind === 'offerClass' && (
              <SampleOfferForm
                sample={sampleOffer}
                onChange={setSampleOffer}
                onReset={resetOffer}
              />
            )}
          </>
        )}
      </div>
    </SelectPathContext.Provider>
  );
}

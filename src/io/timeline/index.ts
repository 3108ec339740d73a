export * from './dateTimeValue';
export { passPartsOf, timelineInputs, windowInputs, type PassParts } from './passParts';
export {
  passTimeline,
  windowEvents,
  type PassTimeline,
  type TimelineEvent,
  type TimelineEventKind,
} from './passEvents';
export { planNotifications } from './notificationPlan';
export type { PlannedNotification, NotDelivered } from './notification';
export {
  validityPhase,
  validityWindow,
  type ValidityBound,
  type ValidityPhase,
  type ValidityWindow,
} from './validityWindow';

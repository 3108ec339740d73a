export * from './dateTimeValue';
export { passPartsOf, timelineInputs, type PassParts } from './passParts';
export {
  passTimeline,
  type PassTimeline,
  type TimelineEvent,
  type TimelineEventKind,
} from './passEvents';
export { planNotifications } from './notificationPlan';
export type { PlannedNotification, NotDelivered } from './notification';

export { BellGroup } from './BellGroup';
export { NotificationPopover } from './NotificationPopover';
export { QueryBell } from './QueryBell';
export {
  EMPTY_NOTIFICATIONS,
  NotificationList,
  type NotificationListItem,
} from './NotificationList';
export { usePagedNotifications, type NotificationPage } from './usePagedNotifications';

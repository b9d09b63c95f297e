export { NotificationPopover, type NotificationPopoverProps } from './NotificationPopover';
export {
  EMPTY_NOTIFICATIONS,
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
} from './NotificationList';
export {
  usePagedNotifications,
  type NotificationPage,
  type PagedNotificationsSource,
} from './usePagedNotifications';

export { AnnouncementBar, type AnnouncementBarProps } from './components/AnnouncementBar';
export { AnnouncementBell, type AnnouncementBellProps } from './components/AnnouncementBell';
export { ANNOUNCEMENT_MAX_LENGTH, toAnnouncement, type Announcement } from './model/announcement';

import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { useSnackbar } from 'notistack';
import { NotificationList, NotificationPopover } from '@/components/NotificationPopover';
import { TERRITORY_LEVEL_ROLES, TOP_ROLES, useSession, useSignedInUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { QueryableScope } from '../api/report-queries';
import { UNREAD_WINDOW, watchRecentReports } from '../api/watch-recent-reports';
import { useReportScope } from '../../hooks/useReportScope';
import { isUnreadBy, type ReportDetails } from '../model/report';
import { useUnreadReports } from './useUnreadReports';

export const COMPLIANCE_NOTIFICATIONS = 'Compliance reports';

const logLoadError = (error: unknown) =>
  console.error('Could not load compliance report notifications', error);

function UnreadReportsList({
  scope,
  uid,
  titleId,
  close,
}: {
  scope: QueryableScope;
  uid: string;
  titleId: string;
  close: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const list = useUnreadReports(scope, uid, logLoadError);
  const byId = new Map(list.items.map((r) => [r.id, r]));
  return (
    <NotificationList
      titleId={titleId}
      title={COMPLIANCE_NOTIFICATIONS}
      items={list.items.map((report) => ({
        id: report.id,
        primary: `Report #${report.serialNo} · ${report.franchiseeLocationName} · ${report.scoreName}`,
        secondary: `${report.resultName} · ${formatDate(report.createdAt)}`,
        unread: true,
      }))}
      loading={list.loading}
      pageLabel={list.pageLabel}
      canGoBack={list.canGoBack}
      canGoForward={list.canGoForward}
      onPrevious={list.onPrevious}
      onNext={list.onNext}
      markingAll={list.markingAll}
      onMarkAll={() =>
        void list.markAll().catch((error: unknown) => {
          console.error('Could not mark all compliance reports read', error);
          enqueueSnackbar(errorText(error), {
            variant: 'error',
          });
        })
      }
      onItemClick={(id) => {
        const report = byId.get(id);
        if (!report) return;
        close();
        navigate(paths.compliance.reports.view(report.id, report.franchiseeLocationId));
      }}
    />
  );
}

function Bell({ scope, uid, width }: { scope: QueryableScope; uid: string; width: number }) {
  const [recent, setRecent] = useState<ReportDetails[]>([]);
  useEffect(() => watchRecentReports(db, scope, setRecent, logLoadError), [scope]);
  const unread = recent.filter((r) => isUnreadBy(r, uid)).length;
  return (
    <NotificationPopover
      label={COMPLIANCE_NOTIFICATIONS}
      icon={<AssignmentTurnedInIcon />}
      badgeContent={unread}
      badgeMax={UNREAD_WINDOW - 1}
      badgeTestId="compliance-badge"
      width={width}
    >
      {({ titleId, close }) => (
        <UnreadReportsList scope={scope} uid={uid} titleId={titleId} close={close} />
      )}
    </NotificationPopover>
  );
}

function ScopedBell({ uid, width }: { uid: string; width: number }) {
  const state = useReportScope();
  if (state.status !== 'ready' || state.scope.kind === 'none') return null;
  return <Bell scope={state.scope} uid={uid} width={width} />;
}

/**
 * Header compliance report notification list (spec 01 §2, §4): unread published reports for the
 * two top roles and the territory-level role, each within their report scope. Renders nothing for
 * other users.
 */
export function ComplianceNotificationList({ popoverWidth = 320 }: { popoverWidth?: number }) {
  const { can } = useSession();
  const { user, profile } = useSignedInUser();
  const role = profile.role;
  const eligible =
    role !== null &&
    (TOP_ROLES.includes(role) || TERRITORY_LEVEL_ROLES.includes(role)) &&
    can('complianceReports.view');
  if (!eligible) return null;
  return <ScopedBell uid={user.uid} width={popoverWidth} />;
}

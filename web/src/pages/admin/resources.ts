import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { esAdmin, type Edition } from '@curso/common';
// Half the pages begin with the registrations: their reading code comes with the sidebar, so that
// on a page opened by its address it starts beside the page's download rather than after it.
import { readRegistrationsAhead } from '../../data/admin/registrations';

/**
 * One back office screen: its path under /admin, its sidebar entry, and its page, loaded on
 * demand so no attendee downloads the back office. The routes and the sidebar both map over
 * ADMIN_RESOURCES, in the order the sidebar lists them.
 */
export interface AdminResource {
  /** '' for the overview at /admin itself. */
  path: string;
  label: string;
  icon: SvgIconComponent;
  load: () => Promise<{ default: ComponentType }>;
  /** Starts, beside the page's code, the reads it will begin with for `edition`. */
  readAhead?: (edition: Edition) => void;
}

const t = esAdmin.nav;

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  {
    path: '',
    label: t.overview,
    icon: DashboardOutlined,
    load: () => import('./overview/OverviewPage'),
    readAhead: readRegistrationsAhead,
  },
  {
    path: 'registrations',
    label: t.registrations,
    icon: PeopleOutlined,
    load: () => import('./registrations/RegistrationsPage'),
    readAhead: readRegistrationsAhead,
  },
  {
    path: 'payments',
    label: t.payments,
    icon: PaymentsOutlined,
    load: () => import('./payments/PaymentsPage'),
    readAhead: readRegistrationsAhead,
  },
  {
    path: 'approvals',
    label: t.approvals,
    icon: HowToRegOutlined,
    load: () => import('./approvals/ApprovalsPage'),
    readAhead: readRegistrationsAhead,
  },
  {
    path: 'reports',
    label: t.reports,
    icon: InsightsOutlined,
    load: () => import('./reports/ReportsPage'),
    readAhead: readRegistrationsAhead,
  },
  {
    path: 'user-management',
    label: t.userManagement,
    icon: PersonAddOutlined,
    load: () => import('./user-management/UserManagementPage'),
  },
  {
    path: 'email-management',
    label: t.emailManagement,
    icon: MailOutlined,
    load: () => import('./email-management/EmailManagementPage'),
  },
  {
    path: 'sessions',
    label: t.sessions,
    icon: VideocamOutlined,
    load: () => import('./sessions/SessionsPage'),
  },
  {
    path: 'editions',
    label: t.editions,
    icon: EventNoteOutlined,
    load: () => import('./editions/EditionsPage'),
  },
  {
    path: 'audit-log',
    label: t.auditLog,
    icon: HistoryOutlined,
    load: () => import('./audit-log/AuditLogPage'),
  },
];

/** The address of a resource's page. */
export const adminPath = (resource: Pick<AdminResource, 'path'>) =>
  resource.path ? `/admin/${resource.path}` : '/admin';
